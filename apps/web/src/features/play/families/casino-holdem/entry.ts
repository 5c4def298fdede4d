import type { FamilyEntry } from '../family-entry';
import { casinoHoldemRecall } from './recall';

export const casinoHoldemEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).CasinoHoldemScreen },
  recall: casinoHoldemRecall,
  playedRound: async () => (await import('./played-round')).casinoHoldemDraws,
} satisfies FamilyEntry<'casinoHoldem'>;
