import type { FamilyEntry } from '../family-entry';
import { videoPokerRecall } from './recall';

export const videoPokerEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).VideoPokerScreen },
  recall: videoPokerRecall,
  playedRound: async () => (await import('./played-round')).videoPokerDraws,
} satisfies FamilyEntry<'videoPoker'>;
