import type { FamilyEntry } from '../family-entry';
import { VirtualSportsInfoFacts } from './info-facts';
import { virtualSportsRecall } from './recall';

export const virtualSportsEntry = {
  screen: { kind: 'live', load: async () => (await import('./index')).VirtualSportsScreen },
  roundsWins: true,
  InfoFacts: VirtualSportsInfoFacts,
  recall: virtualSportsRecall,
  playedRound: async () => (await import('./played-round')).virtualSportsDraws,
} satisfies FamilyEntry<'virtualSports'>;
