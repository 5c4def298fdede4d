import type { FamilyEntry } from '../family-entry';
import { CrapsInfoFacts } from './info-facts';
import { crapsRecall } from './recall';

export const crapsEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).CrapsScreen },
  roundsWins: true,
  InfoFacts: CrapsInfoFacts,
  recall: crapsRecall,
  playedRound: async () => (await import('./played-round')).crapsDraws,
} satisfies FamilyEntry<'craps'>;
