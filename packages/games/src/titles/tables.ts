import type { DiceConfig } from '../families/dice/dice';
import type { MinesConfig } from '../families/mines/mines';
import type { PlinkoConfig } from '../families/plinko/plinko';
import type { RouletteConfig } from '../families/roulette/roulette';
import type { ScratchConfig } from '../families/scratch/scratch';
import type { StakeLimits } from '../shared/stakes';

/**
 * The roulette, casual and scratch titles of the catalogue, keyed by its title key: the family
 * each plays and its math. `rtp` is the catalogue's figure; the tests prove every configuration
 * returns it within ±0.05 pp. Limits are the catalogue's minBetEurCents and maxBetEurCents, so in
 * EUR cents: the platform converts them to the round's currency before it asks an engine to
 * check a bet.
 */
type Title<Family extends string, Config> = {
  family: Family;
  name: string;
  rtp: string;
  volatility: 'low' | 'medium' | 'high';
  config: Config;
};
export type TableTitle =
  | Title<'roulette', RouletteConfig>
  | Title<'dice', DiceConfig>
  | Title<'mines', MinesConfig>
  | Title<'plinko', PlinkoConfig>
  | Title<'scratch', ScratchConfig>;

const stakes = (minBet: bigint, maxBet: bigint): StakeLimits => ({ minBet, maxBet });

/** Any spot takes the catalogue minimum; a straight up at most 1/20 of the spin's maximum, wider spots pro rata. */
const rouletteTable = (minSpot: bigint, maxRound: bigint): RouletteConfig => ({
  limits: { minSpot, maxStraight: maxRound / 20n, maxRound },
});

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

export const TABLE_TITLES = {
  LunarRoulette: { family: 'roulette', name: 'Lunar Roulette', rtp: '97.29', volatility: 'low', config: rouletteTable(10n, 100_000n) },
  RubyRoulette: { family: 'roulette', name: 'Ruby Roulette', rtp: '97.29', volatility: 'low', config: rouletteTable(10n, 200_000n) },
  HarbourRoulette: { family: 'roulette', name: 'Harbour Roulette', rtp: '97.29', volatility: 'low', config: rouletteTable(10n, 100_000n) },
  EmberDice: {
    family: 'dice',
    name: 'Ember Dice',
    rtp: '97.99',
    volatility: 'low',
    config: { rtpBasisPoints: 9_800, limits: stakes(10n, 50_000n) },
  },
  LighthouseMines: {
    family: 'mines',
    name: 'Lighthouse Mines',
    rtp: '96.99',
    volatility: 'medium',
    config: { rtpBasisPoints: 9_700, limits: stakes(20n, 10_000n) },
  },
  PlinkoPrairie: {
    family: 'plinko',
    name: 'Plinko Prairie',
    rtp: '96.98',
    volatility: 'medium',
    config: { limits: stakes(10n, 10_000n), tables: PRAIRIE_BOARDS },
  },
  GravityDrop: {
    family: 'plinko',
    name: 'Gravity Drop',
    rtp: '96.98',
    volatility: 'medium',
    config: { limits: stakes(10n, 10_000n), tables: GRAVITY_BOARDS },
  },
  // Scratch weights add up to 2^20, so each weight unit is exactly 4,096 of the 2^32 floats:
  // the table's RTP is the draw's. Each prize's symbol is what the grid shows.
  CometScratch: {
    family: 'scratch',
    name: 'Comet Scratch',
    rtp: '95.49',
    volatility: 'medium',
    config: {
      limits: stakes(50n, 2_000n),
      loseWeight: 753_758,
      prizes: [
        { symbol: 'galaxy', label: 'Galaxy', multiplier: 2_500, weight: 31 },
        { symbol: 'comet', label: 'Comet', multiplier: 500, weight: 184 },
        { symbol: 'rocket', label: 'Rocket', multiplier: 100, weight: 1_073 },
        { symbol: 'planet', label: 'Ringed planet', multiplier: 25, weight: 4_906 },
        { symbol: 'satellite', label: 'Satellite', multiplier: 10, weight: 13_396 },
        { symbol: 'moon', label: 'Moon', multiplier: 5, weight: 28_639 },
        { symbol: 'star', label: 'Shooting star', multiplier: 2, weight: 78_196 },
        { symbol: 'meteor', label: 'Meteor', multiplier: 1, weight: 168_393 },
      ],
    },
  },
  NorthernScratch: {
    family: 'scratch',
    name: 'Northern Scratch',
    rtp: '94.99',
    volatility: 'low',
    config: {
      limits: stakes(50n, 1_000n),
      loseWeight: 671_210,
      prizes: [
        { symbol: 'aurora', label: 'Aurora', multiplier: 250, weight: 214 },
        { symbol: 'polarBear', label: 'Polar bear', multiplier: 50, weight: 1_564 },
        { symbol: 'reindeer', label: 'Reindeer', multiplier: 20, weight: 4_859 },
        { symbol: 'snowflake', label: 'Snowflake', multiplier: 10, weight: 11_453 },
        { symbol: 'pine', label: 'Pine tree', multiplier: 5, weight: 26_999 },
        { symbol: 'igloo', label: 'Igloo', multiplier: 3, weight: 50_793 },
        { symbol: 'mitten', label: 'Mitten', multiplier: 2, weight: 83_879 },
        { symbol: 'icicle', label: 'Icicle', multiplier: 1, weight: 197_605 },
      ],
    },
  },
  DustyDollars: {
    family: 'scratch',
    name: 'Dusty Dollars',
    rtp: '94.60',
    volatility: 'medium',
    config: {
      limits: stakes(50n, 2_000n),
      loseWeight: 734_086,
      prizes: [
        { symbol: 'goldBar', label: 'Gold bar', multiplier: 1_000, weight: 70 },
        { symbol: 'sheriffStar', label: 'Sheriff star', multiplier: 200, weight: 434 },
        { symbol: 'horseshoe', label: 'Horseshoe', multiplier: 50, weight: 2_089 },
        { symbol: 'cactus', label: 'Cactus', multiplier: 20, weight: 5_902 },
        { symbol: 'boot', label: 'Cowboy boot', multiplier: 10, weight: 12_951 },
        { symbol: 'lasso', label: 'Lasso', multiplier: 4, weight: 36_600 },
        { symbol: 'wagonWheel', label: 'Wagon wheel', multiplier: 2, weight: 80_309 },
        { symbol: 'tumbleweed', label: 'Tumbleweed', multiplier: 1, weight: 176_135 },
      ],
    },
  },
  SeashellScratch: {
    family: 'scratch',
    name: 'Seashell Scratch',
    rtp: '95.40',
    volatility: 'low',
    config: {
      limits: stakes(50n, 1_000n),
      loseWeight: 650_189,
      prizes: [
        { symbol: 'pearl', label: 'Pearl', multiplier: 300, weight: 150 },
        { symbol: 'conch', label: 'Conch', multiplier: 75, weight: 880 },
        { symbol: 'starfish', label: 'Starfish', multiplier: 30, weight: 2_839 },
        { symbol: 'seahorse', label: 'Seahorse', multiplier: 12, weight: 9_154 },
        { symbol: 'crab', label: 'Crab', multiplier: 6, weight: 22_195 },
        { symbol: 'scallop', label: 'Scallop', multiplier: 3, weight: 53_817 },
        { symbol: 'coral', label: 'Coral', multiplier: 2, weight: 90_351 },
        { symbol: 'sandDollar', label: 'Sand dollar', multiplier: 1, weight: 219_001 },
      ],
    },
  },
} satisfies Record<string, TableTitle>;

export type TableTitleKey = keyof typeof TABLE_TITLES;
