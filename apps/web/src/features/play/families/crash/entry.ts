import type { FamilyEntry } from '../family-entry';
import { CrashChainFacts } from './chain-facts';
import { crashRecall } from './recall';
import { CrashTotals } from './totals';

export const crashEntry = {
  screen: { kind: 'live', load: async () => (await import('./index')).CrashScreen },
  Totals: CrashTotals,
  InfoFairness: CrashChainFacts,
  recall: crashRecall,
  playedRound: async () => (await import('./played-round')).crashCheck,
} satisfies FamilyEntry<'crash'>;
