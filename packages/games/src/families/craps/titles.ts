import type { CrapsConfig } from './craps';

/**
 * The craps titles of the catalogue, keyed by title key. Both pay place 4 and 10 at 9:5, 5 and 9 at 7:5,
 * 6 and 8 at 7:6, hard 4 and 10 at 7:1, hard 6 and 8 at 9:1, and the odds at true odds. Craps Canyon
 * allows 3-4-5× odds and pays the field's 12 three to one; Longship Dice allows 2× odds and pays both the
 * field's 2 and 12 two to one.
 *
 * `rtp` is the lower of the two line bets' exact returns (crapsMath), rounded: pass 98.5859 % (244/495 of
 * the decided rounds won), don't pass (bar 12) 98.6364 %. Every bet but the odds takes the catalogue's
 * stake limits (minBetEurCents, maxBetEurCents); the odds are limited by the line bet.
 */
export type CrapsTitle = {
  family: 'craps';
  name: string;
  rtp: string;
  volatility: 'low' | 'medium' | 'high';
  config: CrapsConfig;
};

const PLACE = { 4: [9, 5], 5: [7, 5], 6: [7, 6], 8: [7, 6], 9: [7, 5], 10: [9, 5] } as const;
const HARDWAYS = { 4: [7, 1], 6: [9, 1], 8: [9, 1], 10: [7, 1] } as const;
const LIMITS = { minBet: 100n, maxBet: 100_000n };

export const CRAPS_TITLES = {
  CrapsCanyon: {
    family: 'craps',
    name: 'Craps Canyon',
    rtp: '98.58',
    volatility: 'low',
    config: {
      limits: LIMITS,
      oddsMultiple: { 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3 },
      field: { two: 2, twelve: 3 },
      place: PLACE,
      hardways: HARDWAYS,
    },
  },
  LongshipDice: {
    family: 'craps',
    name: 'Longship Dice',
    rtp: '98.58',
    volatility: 'low',
    config: {
      limits: LIMITS,
      oddsMultiple: { 4: 2, 5: 2, 6: 2, 8: 2, 9: 2, 10: 2 },
      field: { two: 2, twelve: 2 },
      place: PLACE,
      hardways: HARDWAYS,
    },
  },
} as const satisfies Record<string, CrapsTitle>;

export type CrapsTitleKey = keyof typeof CRAPS_TITLES;
