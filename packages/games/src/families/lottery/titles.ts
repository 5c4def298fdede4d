import type { LotteryConfig } from './lottery';
import type { StakeLimits } from '../../shared/stakes';

/**
 * The lottery titles of the catalogue, keyed by title key. Each pay table (per pick count, what each
 * number of hits pays per unit staked) was set by hand from the top prize down, then its two lowest
 * paying rows tuned in hundredths so that its exact hypergeometric return rounds (half up) to the
 * title's figure; every pick count does, so whatever the player picks returns the stated RTP. Keno
 * pick 1 has one paying row, so Forest Keno's is in thousandths (3.804 × ¼ = 95.10 %). Limits are the
 * catalogue's minBetEurCents and maxBetEurCents.
 */
export type LotteryTitle = {
  family: 'lottery';
  name: string;
  rtp: string;
  volatility: 'low' | 'medium' | 'high';
  config: LotteryConfig;
};

const stakes = (minBet: bigint, maxBet: bigint): StakeLimits => ({ minBet, maxBet });

/** Keno: 40 numbers, 10 drawn, pick 1 to 10. */
const keno = (pays: LotteryConfig['pays'], limits: StakeLimits): LotteryConfig => ({ game: 'keno', numbers: 40, drawn: 10, pays, limits });

/** Night Owl: a top prize of 10,000 × on 8 of 8 and 10 of 10. */
const NIGHT_OWL_PAYS: LotteryConfig['pays'] = {
  1: [0, 3.8],
  2: [0, 1, 9.8],
  3: [0, 0, 2.51, 49.98],
  4: [0, 0, 1.47, 10.29, 100],
  5: [0, 0, 1.1, 3.78, 20, 400],
  6: [0, 0, 0, 3, 13.85, 80, 1500],
  7: [0, 0, 0, 1.97, 8.06, 25, 200, 3000],
  8: [0, 0, 0, 1.11, 3.55, 20, 100, 1000, 10000],
  9: [0, 0, 0, 0, 2.99, 10.5, 80, 500, 2500, 10000],
  10: [0, 0, 0, 0, 1.46, 6.42, 40, 250, 2000, 5000, 10000],
};

/** Forest: gentler, more small wins (10 picks pay for none drawn), a top prize of 8,000 ×. */
const FOREST_PAYS: LotteryConfig['pays'] = {
  1: [0, 3.804],
  2: [0, 1.31, 7.75],
  3: [0, 0, 3, 44.55],
  4: [0, 0, 2.07, 8.22, 80],
  5: [0, 0, 1.5, 3.72, 15, 250],
  6: [0, 0, 0.37, 3.03, 12, 60, 800],
  7: [0, 0, 0, 1.97, 7.95, 30, 150, 2000],
  8: [0, 0, 0, 1, 4.41, 18, 100, 800, 5000],
  9: [0, 0, 0, 0.48, 2.74, 10, 60, 400, 2000, 5000],
  10: [1.96, 0, 0, 0, 2.22, 5, 30, 200, 1000, 4000, 8000],
};

export const LOTTERY_TITLES = {
  NightOwlKeno: {
    family: 'lottery',
    name: 'Night Owl Keno',
    rtp: '94.99',
    volatility: 'medium',
    config: keno(NIGHT_OWL_PAYS, stakes(10n, 2_000n)),
  },
  StormLotto: {
    family: 'lottery',
    name: 'Storm Lotto',
    rtp: '94.50',
    volatility: 'high',
    // Pick 6 of 49, 6 drawn: 6 of 6 pays 100,000 × (one ticket in 13,983,816).
    config: { game: 'lotto', numbers: 49, drawn: 6, pays: { 6: [0, 0, 2, 21, 217, 5000, 100_000] }, limits: stakes(50n, 2_000n) },
  },
  PearlDiverBingo: {
    family: 'lottery',
    name: 'Pearl Diver Bingo',
    rtp: '95.19',
    volatility: 'medium',
    // A 75-ball card of 24 numbers, 30 balls drawn, paid by the numbers marked: 11 and up.
    config: {
      game: 'bingo',
      numbers: 75,
      drawn: 30,
      pays: { 24: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.7, 2.76, 3.5, 8, 20, 60, 250, 1000, 3000, 5000, 10000, 10000, 10000, 10000] },
      limits: stakes(20n, 2_000n),
    },
  },
  ForestKeno: {
    family: 'lottery',
    name: 'Forest Keno',
    rtp: '95.09',
    volatility: 'medium',
    config: keno(FOREST_PAYS, stakes(10n, 2_000n)),
  },
} as const satisfies Record<string, LotteryTitle>;

export type LotteryTitleKey = keyof typeof LOTTERY_TITLES;
