import { DICE_TITLES, type DiceTitle } from '@casino/games';
import type { RoundedFamily } from '../../lib/opening-bet';

/** The choice the dice screen opens with. */
export const OPENING_DICE = { direction: 'under', target: 5000 } as const;

export const diceRounding: RoundedFamily<DiceTitle> = {
  titles: DICE_TITLES,
  openingBet: (_title, amount) => ({ amount, ...OPENING_DICE }),
};
