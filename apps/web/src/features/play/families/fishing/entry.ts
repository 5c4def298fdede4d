import type { FamilyEntry } from '../family-entry';
import { fishingRecall } from './recall';

export const fishingEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).FishingScreen },
  recall: fishingRecall,
  playedRound: async () => (await import('./played-round')).fishingDraws,
} satisfies FamilyEntry<'fishing'>;
