import type { FamilyTitle } from '../family-module';
import type { MinesConfig } from './mines';

/**
 * The mines titles of the catalogue, keyed by title key. `rtp` is the catalogue's figure; the tests prove
 * every configuration returns it within ±0.05 pp for every choice a player can make.
 */
export type MinesTitle = FamilyTitle<'mines', MinesConfig>;

export const MINES_TITLES = {
  LighthouseMines: {
    family: 'mines',
    name: 'Lighthouse Mines',
    rtp: '96.99',
    volatility: 'medium',
    config: { rtpBasisPoints: 9_700, limits: { minBet: 20n, maxBet: 10_000n } },
  },
} satisfies Record<string, MinesTitle>;

export type MinesTitleKey = keyof typeof MINES_TITLES;
