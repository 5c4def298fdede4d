import type { FamilyEntry } from '../family-entry';
import { RouletteOutcome } from './verified-outcome';
import { rouletteRecall } from './recall';

export const rouletteEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).RouletteScreen },
  presentsResult: true,
  recall: rouletteRecall,
  playedRound: async () => (await import('./played-round')).rouletteDraws,
  verifier: { compute: async () => (await import('./verify')).verifyRoulette, Outcome: RouletteOutcome },
} satisfies FamilyEntry<'roulette'>;
