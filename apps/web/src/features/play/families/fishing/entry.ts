import type { FamilyEntry } from '../family-entry';
import { fishingRecall } from './recall';

export const fishingEntry: FamilyEntry<'fishing'> = {
  screen: { kind: 'round', load: async () => (await import('./index')).FishingScreen },
  recall: fishingRecall,
  playedRound: async () => (await import('./played-round')).fishingDraws,
};
