import { CARD_DUEL_TITLES, type CardDuelTitle } from '@casino/games';
import type { RoundedFamily } from '../../lib/opening-bet';

// The duel opens on a chip on the player; baccarat waits for chips on the table.
export const cardDuelRounding: RoundedFamily<CardDuelTitle> = {
  titles: CARD_DUEL_TITLES,
  openingBet: (title, amount) => (title.config.game === 'baccarat' ? null : { spots: [{ spot: 'player', amount }] }),
};
