import type { FamilyTitle } from '../family-module';
import type { PlinkoConfig } from './plinko';

/**
 * The plinko titles of the catalogue, keyed by title key. `rtp` is the catalogue's figure; the tests prove
 * every configuration returns it within ±0.05 pp for every choice a player can make.
 */
export type PlinkoTitle = FamilyTitle<'plinko', PlinkoConfig>;

/**
 * Plinko boards, per rows: each risk's multipliers from the edge slot to the middle one (the other
 * half mirrors it). Designed as a geometric rise from the middle to the edge, rounded to readable
 * values and tuned to 97 % within 0.02 pp; the tests prove each one.
 */
const PRAIRIE_BOARDS: PlinkoConfig['tables'] = {
  8: { low: [5.48, 2.5, 1.3, 0.8, 0.5], medium: [12, 3.52, 1.3, 0.6, 0.4], high: [29, 4.72, 1, 0.4, 0.2] },
  9: { low: [7.1, 3.8, 1.9, 0.9, 0.5], medium: [18, 5.32, 1.8, 0.8, 0.4], high: [46, 7.81, 1.8, 0.5, 0.2] },
  10: { low: [8.1, 4, 2.1, 1.2, 0.7, 0.5], medium: [23, 6.92, 2.4, 1, 0.6, 0.4], high: [71, 12, 2.7, 0.8, 0.3, 0.2] },
  11: { low: [8.8, 4.5, 2.6, 1.6, 0.9, 0.5], medium: [31, 9.69, 3.5, 1.5, 0.7, 0.4], high: [110, 20.4, 4.3, 1.2, 0.4, 0.2] },
  12: { low: [9.3, 5, 2.9, 1.8, 1.1, 0.7, 0.5], medium: [47, 13, 4.81, 2, 0.9, 0.5, 0.4], high: [170, 30, 6.57, 1.8, 0.6, 0.3, 0.2] },
  13: { low: [12, 6.9, 3.8, 2.4, 1.4, 0.8, 0.5], medium: [51, 18, 6.4, 2.6, 1.2, 0.7, 0.4], high: [280, 49, 10, 2.71, 0.9, 0.4, 0.2] },
  14: {
    low: [12, 6.9, 4, 2.5, 1.6, 1, 0.7, 0.5],
    medium: [72, 24, 8.8, 3.7, 1.6, 0.8, 0.5, 0.4],
    high: [420, 74, 16, 4.09, 1.3, 0.5, 0.3, 0.2],
  },
  15: {
    low: [14, 8.2, 5.1, 3, 2, 1.3, 0.8, 0.5],
    medium: [100, 31, 12, 4.8, 2.2, 1.1, 0.6, 0.4],
    high: [630, 120, 25, 6.41, 2, 0.8, 0.3, 0.2],
  },
  16: {
    low: [15, 9.3, 5.6, 3.5, 2.2, 1.5, 0.9, 0.7, 0.5],
    medium: [130, 41, 15, 6.2, 2.7, 1.4, 0.8, 0.5, 0.4],
    high: [890, 180, 38, 9.4, 2.8, 1, 0.5, 0.3, 0.2],
  },
};

/** Gravity Drop's own boards: flatter than the prairie's at low risk, steeper at high risk. */
const GRAVITY_BOARDS: PlinkoConfig['tables'] = {
  8: { low: [4.48, 2.1, 1.2, 0.8, 0.7], medium: [18, 4.26, 1.2, 0.5, 0.3], high: [51, 4.86, 0.7, 0.2, 0.1] },
  9: { low: [5.3, 2.8, 1.5, 0.9, 0.7], medium: [26, 6.37, 1.9, 0.7, 0.3], high: [84, 8.86, 1.3, 0.3, 0.1] },
  10: { low: [4.9, 2.7, 1.7, 1.1, 0.8, 0.7], medium: [33, 8.39, 2.6, 1, 0.5, 0.3], high: [130, 15, 2, 0.6, 0.2, 0.1] },
  11: { low: [6.6, 3.3, 2.1, 1.3, 0.9, 0.7], medium: [46, 13, 4, 1.5, 0.6, 0.3], high: [220, 25.6, 3.9, 0.8, 0.3, 0.1] },
  12: { low: [7.2, 3.8, 2.3, 1.5, 1, 0.8, 0.7], medium: [62, 19, 5.8, 2.1, 0.8, 0.4, 0.3], high: [340, 41.7, 6.6, 1.4, 0.4, 0.2, 0.1] },
  13: { low: [8.1, 4.5, 2.6, 1.7, 1.2, 0.9, 0.7], medium: [94, 25, 7.8, 2.8, 1.2, 0.6, 0.3], high: [590, 71.7, 12, 2.3, 0.6, 0.2, 0.1] },
  14: {
    low: [8.9, 4.7, 3, 1.9, 1.3, 1, 0.8, 0.7],
    medium: [120, 37, 12, 4.11, 1.6, 0.7, 0.4, 0.3],
    high: [1040, 120, 18.7, 3.9, 1, 0.3, 0.11, 0.1],
  },
  15: {
    low: [11, 5.8, 3.7, 2.3, 1.5, 1.1, 0.9, 0.7],
    medium: [190, 54, 16, 5.8, 2.3, 1, 0.5, 0.3],
    high: [1520, 200, 32, 6.2, 1.5, 0.5, 0.2, 0.1],
  },
  16: {
    low: [12, 6.8, 4.3, 2.7, 1.7, 1.3, 0.9, 0.8, 0.7],
    medium: [250, 69, 23, 7.9, 3, 1.3, 0.7, 0.4, 0.3],
    high: [2470, 340, 54, 10, 2.5, 0.7, 0.3, 0.1, 0.1],
  },
};

export const PLINKO_TITLES = {
  PlinkoPrairie: {
    family: 'plinko',
    name: 'Plinko Prairie',
    rtp: '96.98',
    volatility: 'medium',
    config: { limits: { minBet: 10n, maxBet: 10_000n }, tables: PRAIRIE_BOARDS },
  },
  GravityDrop: {
    family: 'plinko',
    name: 'Gravity Drop',
    rtp: '96.98',
    volatility: 'medium',
    config: { limits: { minBet: 10n, maxBet: 10_000n }, tables: GRAVITY_BOARDS },
  },
} satisfies Record<string, PlinkoTitle>;

export type PlinkoTitleKey = keyof typeof PLINKO_TITLES;
