import type { FamilyEntry, VerifierForm } from '../family-entry';
import { rouletteRecall } from './recall';
import type { RouletteVerifierGame } from './verify';

export const rouletteEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).RouletteScreen },
  presentsResult: true,
  recall: rouletteRecall,
  playedRound: async () => (await import('./played-round')).rouletteDraws,
  verifier: async () => (await import('./verifier')).rouletteVerifier,
  verifierForm: { order: 2, offer: { game: { family: 'roulette' } } } satisfies VerifierForm<RouletteVerifierGame>,
} satisfies FamilyEntry<'roulette'>;
