import type { FamilyTitle } from '../family-module';
import type { ScratchConfig } from './scratch';

/**
 * The scratch titles of the catalogue, keyed by title key. `rtp` is the catalogue's figure; the tests prove
 * every configuration returns it within ±0.05 pp for every choice a player can make.
 */
export type ScratchTitle = FamilyTitle<'scratch', ScratchConfig>;

export const SCRATCH_TITLES = {
  // Scratch weights add up to 2^20, so each weight unit is exactly 4,096 of the 2^32 floats:
  // the table's RTP is the draw's. Each prize's symbol is what the grid shows.
  CometScratch: {
    family: 'scratch',
    name: 'Comet Scratch',
    rtp: '95.49',
    volatility: 'medium',
    config: {
      limits: { minBet: 50n, maxBet: 2_000n },
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
      limits: { minBet: 50n, maxBet: 1_000n },
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
      limits: { minBet: 50n, maxBet: 2_000n },
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
      limits: { minBet: 50n, maxBet: 1_000n },
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
} satisfies Record<string, ScratchTitle>;

export type ScratchTitleKey = keyof typeof SCRATCH_TITLES;
