import { MINES_TITLES, type MinesTitle } from '@casino/games';
import type { RoundedFamily } from '../../lib/opening-bet';

/** The mine count the board opens with. */
export const OPENING_MINES = 3;

export const minesRounding: RoundedFamily<MinesTitle> = {
  titles: MINES_TITLES,
  openingBet: (_title, amount) => ({ amount, mines: OPENING_MINES }),
};
