import { PLINKO_TITLES, type PlinkoRisk, type PlinkoTitle } from '@casino/games';
import type { RoundedFamily } from '../../lib/opening-bet';

/** The risk the board opens with. */
export const OPENING_PLINKO_RISK: PlinkoRisk = 'low';

/** Plinko's row counts, fewest first: the board opens on the first. */
export const plinkoRowChoices = (tables: object) =>
  Object.keys(tables)
    .map(Number)
    .sort((a, b) => a - b);

export const plinkoRounding: RoundedFamily<PlinkoTitle> = {
  titles: PLINKO_TITLES,
  openingBet: (title, amount) => ({ amount, rows: plinkoRowChoices(title.config.tables)[0], risk: OPENING_PLINKO_RISK }),
};
