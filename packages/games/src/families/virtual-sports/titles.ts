import type { PenaltyConfig } from './penalty';
import type { RaceConfig } from './race';

/**
 * The virtual sports titles of the catalogue, keyed by title key. `rtp` is the catalogue's figure and each
 * book's factor (bookRtp, ten-thousandths): every price is that factor ÷ the selection's exact chance,
 * rounded down to the hundredth, so no selection returns more, and less only by its rounding
 * (virtualSportsMath states each market's least and average return). Margins (overround): Derby Day
 * 5.26 %, Greyhound Grand Prix 5.49 %, Virtual Speedway 5.04 %, Penalty Shootout 4.17 %.
 * Each-way terms: horses 1/4 of the win odds the first 3 (8 runners); greyhounds 1/2 the first 2 (6 traps,
 * whose level fields place a trap often: at the usual 1/4 an each-way bet returned 79.5 % at worst), each
 * place price capped at the place chance's own price.
 * Limits are the catalogue's minBetEurCents and maxBetEurCents.
 * Their events run on the API's schedule (docs/decisions/020-virtual-sports-events.md).
 */
export type VirtualSportsTitle = {
  family: 'virtualSports';
  name: string;
  rtp: string;
  volatility: 'low' | 'medium' | 'high';
  config: RaceConfig | PenaltyConfig;
};

const HORSES = [
  'Midnight Rambler',
  'Copper Kettle',
  'Silver Saddle',
  'Northern Dancer Boy',
  'Lucky Clover',
  'Thunder Road',
  'Bold Venture',
  'Morning Glory',
  'Highland Fling',
  'Golden Spur',
  'Paper Lantern',
  'Wild Heather',
  'Iron Duke',
  'Sea Breeze',
  'Royal Oak',
  'Quiet Storm',
] as const;

const GREYHOUNDS = [
  'Swift Arrow',
  'Dusty Blue',
  'Rapid Rosie',
  'Ballyhoo Jet',
  'Fleet Fox',
  'Lady Lightning',
  'Slick Mick',
  'Tango Dash',
  'Misty Moss',
  'Rocket Rex',
] as const;

const RIDERS = ['J. Halvorsen', 'M. Kowalski', 'T. Lindqvist', 'R. Novak', 'D. Brennan', 'S. Moreau', 'K. Jensen', 'P. Varga'] as const;

const TEAMS = [
  'Harbour City',
  'Red Valley',
  'Northgate United',
  'Atletico Costa',
  'Real Montana',
  'Sporting Lume',
  'Blue Rovers',
  'Dynamo Kessel',
] as const;

export const VIRTUAL_SPORTS_TITLES = {
  DerbyDay: {
    family: 'virtualSports',
    name: 'Derby Day',
    rtp: '95.00',
    volatility: 'medium',
    config: {
      sport: 'horses',
      runners: 8,
      names: HORSES,
      tiers: [3, 4, 5, 6, 8],
      bookRtp: 9_500,
      markets: ['win', 'eachWay', 'forecast', 'reverseForecast'],
      eachWay: { places: 3, fraction: 4 },
      schedule: { intervalSeconds: 180, closeSeconds: 15, runSeconds: 60 },
      limits: { minBet: 50n, maxBet: 20_000n },
    },
  },
  PenaltyShootout: {
    family: 'virtualSports',
    name: 'Penalty Shootout',
    rtp: '96.00',
    volatility: 'medium',
    config: {
      sport: 'penalties',
      teams: TEAMS,
      chances: [65, 70, 75, 80, 85],
      suddenDeathRounds: 20,
      totalLine: 7,
      bookRtp: 9_600,
      schedule: { intervalSeconds: 120, closeSeconds: 10, runSeconds: 45 },
      limits: { minBet: 10n, maxBet: 10_000n },
    },
  },
  GreyhoundGrandPrix: {
    family: 'virtualSports',
    name: 'Greyhound Grand Prix',
    rtp: '94.80',
    volatility: 'medium',
    config: {
      sport: 'greyhounds',
      runners: 6,
      names: GREYHOUNDS,
      tiers: [3, 4, 5, 6],
      bookRtp: 9_480,
      markets: ['win', 'eachWay', 'forecast', 'reverseForecast'],
      eachWay: { places: 2, fraction: 2 },
      schedule: { intervalSeconds: 120, closeSeconds: 10, runSeconds: 40 },
      limits: { minBet: 50n, maxBet: 20_000n },
    },
  },
  VirtualSpeedway: {
    family: 'virtualSports',
    name: 'Virtual Speedway',
    rtp: '95.20',
    volatility: 'high',
    config: {
      sport: 'speedway',
      runners: 4,
      names: RIDERS,
      tiers: [2, 3, 4, 6],
      bookRtp: 9_520,
      markets: ['win', 'position'],
      schedule: { intervalSeconds: 120, closeSeconds: 10, runSeconds: 60 },
      limits: { minBet: 50n, maxBet: 20_000n },
    },
  },
} as const satisfies Record<string, VirtualSportsTitle>;

export type VirtualSportsTitleKey = keyof typeof VIRTUAL_SPORTS_TITLES;
