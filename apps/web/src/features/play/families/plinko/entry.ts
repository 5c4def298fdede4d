import type { FamilyEntry } from '../family-entry';
import { PlinkoOutcome } from './verified-outcome';
import { plinkoRecall } from './recall';

export const plinkoEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).PlinkoScreen },
  presentsResult: true,
  recall: plinkoRecall,
  playedRound: async () => (await import('./played-round')).plinkoDraws,
  verifier: { compute: async () => (await import('./verify')).verifyPlinko, Outcome: PlinkoOutcome },
} satisfies FamilyEntry<'plinko'>;
