import type { FamilyEntry } from '../family-entry';
import { blackjackRecall } from './recall';

export const blackjackEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).BlackjackScreen },
  recall: blackjackRecall,
  playedRound: async () => (await import('./played-round')).blackjackDraws,
} satisfies FamilyEntry<'blackjack'>;
