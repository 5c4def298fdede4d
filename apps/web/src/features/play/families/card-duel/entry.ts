import type { FamilyEntry } from '../family-entry';
import { cardDuelRecall } from './recall';

export const cardDuelEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).CardDuelScreen },
  recall: cardDuelRecall,
  playedRound: async () => (await import('./played-round')).cardDuelDraws,
} satisfies FamilyEntry<'cardDuel'>;
