import type { FamilyEntry } from '../family-entry';
import { crashRecall } from './recall';
import { CrashTotals } from './totals';

export const crashEntry: FamilyEntry<'crash'> = {
  screen: { kind: 'live', load: async () => (await import('./index')).CrashScreen },
  Totals: CrashTotals,
  recall: crashRecall,
  playedRound: async () => (await import('./played-round')).crashCheck,
};
