import type { FamilyEntry } from '../family-entry';
import { threeCardPokerRecall } from './recall';

export const threeCardPokerEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).ThreeCardPokerScreen },
  recall: threeCardPokerRecall,
  playedRound: async () => (await import('./played-round')).threeCardPokerDraws,
} satisfies FamilyEntry<'threeCardPoker'>;
