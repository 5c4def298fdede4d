import type { FamilyTitle } from '../family-module';
import type { RouletteConfig } from './roulette';

/**
 * The roulette titles of the catalogue, keyed by title key. `rtp` is the catalogue's figure; the tests prove
 * every configuration returns it within ±0.05 pp for every choice a player can make.
 */
export type RouletteTitle = FamilyTitle<'roulette', RouletteConfig>;

/** Any spot takes the catalogue minimum; a straight up at most 1/20 of the spin's maximum, wider spots pro rata. */
const rouletteTable = (minSpot: bigint, maxRound: bigint): RouletteConfig => ({
  limits: { minSpot, maxStraight: maxRound / 20n, maxRound },
});

export const ROULETTE_TITLES = {
  LunarRoulette: { family: 'roulette', name: 'Lunar Roulette', rtp: '97.29', volatility: 'low', config: rouletteTable(10n, 100_000n) },
  RubyRoulette: { family: 'roulette', name: 'Ruby Roulette', rtp: '97.29', volatility: 'low', config: rouletteTable(10n, 200_000n) },
  HarbourRoulette: { family: 'roulette', name: 'Harbour Roulette', rtp: '97.29', volatility: 'low', config: rouletteTable(10n, 100_000n) },
} satisfies Record<string, RouletteTitle>;

export type RouletteTitleKey = keyof typeof ROULETTE_TITLES;
