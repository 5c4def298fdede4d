import { LOTTERY_TITLES, type LotteryTitle } from '@casino/games';
import type { RoundedFamily } from '../../lib/opening-bet';

// Bingo's card is dealt by the round; keno and lotto wait for the player's picks.
export const lotteryRounding: RoundedFamily<LotteryTitle> = {
  titles: LOTTERY_TITLES,
  openingBet: (title, amount) => (title.config.game === 'bingo' ? { amount, picks: [] } : null),
};
