import type { FamilyEntry } from '../family-entry';
import { rouletteRecall } from './recall';

export const rouletteEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).RouletteScreen },
  presentsResult: true,
  recall: rouletteRecall,
  playedRound: async () => (await import('./played-round')).rouletteDraws,
  verifier: async () => (await import('./verifier')).rouletteVerifier,
} satisfies FamilyEntry<'roulette'>;
