import type { FamilyEntry } from '../family-entry';
import { FishingInfoFacts } from './info-facts';
import { fishingRecall } from './recall';

export const fishingEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).FishingScreen },
  InfoFacts: FishingInfoFacts,
  recall: fishingRecall,
  playedRound: async () => (await import('./played-round')).fishingDraws,
} satisfies FamilyEntry<'fishing'>;
