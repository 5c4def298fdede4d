import type { FamilyEntry } from '../family-entry';
import { CasinoHoldemInfoFacts } from './info-facts';
import { casinoHoldemRecall } from './recall';

export const casinoHoldemEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).CasinoHoldemScreen },
  InfoFacts: CasinoHoldemInfoFacts,
  recall: casinoHoldemRecall,
  playedRound: async () => (await import('./played-round')).casinoHoldemDraws,
} satisfies FamilyEntry<'casinoHoldem'>;
