import { CRASH_TITLES, type CrashTitle } from '@casino/games';
import type { RoundedFamily } from '../../lib/opening-bet';

export const crashRounding: RoundedFamily<CrashTitle> = {
  titles: CRASH_TITLES,
  openingBet: (_title, amount) => ({ amount, autoCashOut: null }),
};
