import type { FamilyEntry } from '../family-entry';
import { plinkoRecall } from './recall';

export const plinkoEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).PlinkoScreen },
  presentsResult: true,
  roundsWins: true,
  recall: plinkoRecall,
  playedRound: async () => (await import('./played-round')).plinkoDraws,
  verifier: async () => (await import('./verifier')).plinkoVerifier,
} satisfies FamilyEntry<'plinko'>;
