import type { FamilyEntry } from '../family-entry';
import { threeCardPokerRecall } from './recall';

export const threeCardPokerEntry: FamilyEntry<'threeCardPoker'> = {
  screen: { kind: 'round', load: async () => (await import('./index')).ThreeCardPokerScreen },
  recall: threeCardPokerRecall,
  playedRound: async () => (await import('./played-round')).threeCardPokerDraws,
};
