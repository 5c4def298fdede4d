import type { FamilyEntry } from '../family-entry';
import { videoPokerRecall } from './recall';

export const videoPokerEntry: FamilyEntry<'videoPoker'> = {
  screen: { kind: 'round', load: async () => (await import('./index')).VideoPokerScreen },
  recall: videoPokerRecall,
  playedRound: async () => (await import('./played-round')).videoPokerDraws,
};
