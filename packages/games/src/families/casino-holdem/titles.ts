import type { HoldemConfig } from './casino-holdem';

/**
 * The Casino Hold'em titles of the catalogue, keyed by title key; each plays its own published tables.
 * Casino Hold'em: the common ante table (royal flush 100, straight flush 20, four of a kind 10, full house
 * 3, flush 2, a straight or less 1) and AA bonus (royal 100, straight flush 50, four of a kind 40, full
 * house 30, flush 20, straight, trips, two pair and a pair of aces 7). Oak Table Poker: the richer ante
 * table (straight flush 25, four of a kind 12) with a straight paying 8 on the AA bonus. Saloon Stakes: a
 * leaner ante table (royal 50, straight flush 10, four of a kind 8) with the AA bonus paying 8 on a
 * straight and on trips.
 *
 * `rtp` is the ante and call's return per unit of the ante under the family's strategy: the lower end of
 * the recorded simulation's 99 % interval (casino-holdem/rtp.ts), rounded down. The AA bonus is a side
 * bet, shown with its own exact figure, as baccarat's tie is. Both bets take the catalogue's stake limits.
 */
export type HoldemTitle = {
  family: 'casinoHoldem';
  name: string;
  rtp: string;
  volatility: 'low' | 'medium' | 'high';
  config: HoldemConfig;
};

const STANDARD_AA_BONUS = {
  royalFlush: 100,
  straightFlush: 50,
  fourOfAKind: 40,
  fullHouse: 30,
  flush: 20,
  straight: 7,
  threeOfAKind: 7,
  twoPair: 7,
  pairOfAces: 7,
};

export const HOLDEM_TITLES = {
  CasinoHoldem: {
    family: 'casinoHoldem',
    name: "Casino Hold'em",
    rtp: '96.86',
    volatility: 'medium',
    config: {
      limits: { minBet: 100n, maxBet: 100_000n },
      ante: { royalFlush: 100, straightFlush: 20, fourOfAKind: 10, fullHouse: 3, flush: 2 },
      aaBonus: STANDARD_AA_BONUS,
    },
  },
  OakTablePoker: {
    family: 'casinoHoldem',
    name: 'Oak Table Poker',
    rtp: '97.05',
    volatility: 'medium',
    config: {
      limits: { minBet: 100n, maxBet: 50_000n },
      ante: { royalFlush: 25, straightFlush: 25, fourOfAKind: 12, fullHouse: 3, flush: 2 },
      aaBonus: { ...STANDARD_AA_BONUS, straight: 8 },
    },
  },
  SaloonStakes: {
    family: 'casinoHoldem',
    name: 'Saloon Stakes',
    rtp: '96.15',
    volatility: 'medium',
    config: {
      limits: { minBet: 100n, maxBet: 50_000n },
      ante: { royalFlush: 50, straightFlush: 10, fourOfAKind: 8, fullHouse: 3, flush: 2 },
      aaBonus: { ...STANDARD_AA_BONUS, straight: 8, threeOfAKind: 8 },
    },
  },
} as const satisfies Record<string, HoldemTitle>;

export type HoldemTitleKey = keyof typeof HOLDEM_TITLES;
