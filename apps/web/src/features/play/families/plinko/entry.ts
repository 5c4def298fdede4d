import type { FamilyEntry } from '../family-entry';
import { plinkoRecall } from './recall';

export const plinkoEntry: FamilyEntry<'plinko'> = {
  screen: { kind: 'round', load: async () => (await import('./index')).PlinkoScreen },
  presentsResult: true,
  recall: plinkoRecall,
  playedRound: async () => (await import('./played-round')).plinkoDraws,
};
