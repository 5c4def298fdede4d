import { CRAPS_TITLES, type CrapsTitle } from '@casino/games';
import type { RoundedFamily } from '../../lib/opening-bet';

// The table opens on a pass line bet alone.
export const crapsRounding: RoundedFamily<CrapsTitle> = {
  titles: CRAPS_TITLES,
  openingBet: (_title, amount) => ({ line: 'pass', amount, field: 0n, place: {}, hardways: {} }),
};
