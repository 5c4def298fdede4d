import type { ThreeCardConfig } from './three-card-poker';

/**
 * The Three Card Poker titles of the catalogue, keyed by title key. Three Card Showdown plays the common
 * published tables: ante bonus straight 1, three of a kind 4, straight flush 5; pair plus "table 1": pair 1,
 * flush 4, straight 6, three of a kind 30, straight flush 40 (pays to one, the stake returned besides).
 *
 * `rtp` is the lower of the two bets' exact returns (threeCardMath) rounded down: ante and play under
 * optimal play, per unit of the ante as the industry states it, 96.6270 %; pair plus 97.6833 %. Both bets
 * take the catalogue's stake limits (minBetEurCents, maxBetEurCents).
 */
export type ThreeCardTitle = {
  family: 'threeCardPoker';
  name: string;
  rtp: string;
  volatility: 'low' | 'medium' | 'high';
  config: ThreeCardConfig;
};

export const THREE_CARD_TITLES = {
  ThreeCardShowdown: {
    family: 'threeCardPoker',
    name: 'Three Card Showdown',
    rtp: '96.62',
    volatility: 'medium',
    config: {
      limits: { minBet: 100n, maxBet: 50_000n },
      anteBonus: { straightFlush: 5, threeOfAKind: 4, straight: 1 },
      pairPlus: { straightFlush: 40, threeOfAKind: 30, straight: 6, flush: 4, pair: 1 },
    },
  },
} as const satisfies Record<string, ThreeCardTitle>;

export type ThreeCardTitleKey = keyof typeof THREE_CARD_TITLES;
