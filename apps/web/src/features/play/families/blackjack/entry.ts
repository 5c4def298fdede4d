import type { FamilyEntry } from '../family-entry';
import { blackjackRecall } from './recall';

export const blackjackEntry: FamilyEntry<'blackjack'> = {
  screen: { kind: 'round', load: async () => (await import('./index')).BlackjackScreen },
  recall: blackjackRecall,
  playedRound: async () => (await import('./played-round')).blackjackDraws,
};
