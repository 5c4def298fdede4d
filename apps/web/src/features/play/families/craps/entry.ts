import type { FamilyEntry } from '../family-entry';
import { crapsRecall } from './recall';

export const crapsEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).CrapsScreen },
  roundsWins: true,
  recall: crapsRecall,
  playedRound: async () => (await import('./played-round')).crapsDraws,
} satisfies FamilyEntry<'craps'>;
