import type { BlackjackConfig } from './blackjack';

/**
 * The blackjack titles of the catalogue, keyed by title key. Velvet Blackjack plays the family's rules
 * (six decks, S17, peek, double after split, split to four hands, blackjack 3:2, no surrender).
 *
 * `rtp` is basic strategy's exact return on an infinite shoe (blackjackMath, 99.4883 %) rounded down. The
 * six-deck engine returns a little more under the same strategy (the bench's simulation and its 95 %
 * confidence interval lie above it), so the stated figure never exceeds what basic strategy gets.
 */
export type BlackjackTitle = {
  family: 'blackjack';
  name: string;
  rtp: string;
  volatility: 'low' | 'medium' | 'high';
  config: BlackjackConfig;
};

export const BLACKJACK_TITLES = {
  VelvetBlackjack: {
    family: 'blackjack',
    name: 'Velvet Blackjack',
    rtp: '99.48',
    volatility: 'low',
    config: { limits: { minBet: 100n, maxBet: 200_000n } },
  },
} as const satisfies Record<string, BlackjackTitle>;

export type BlackjackTitleKey = keyof typeof BLACKJACK_TITLES;

/**
 * The most a round pays back at the largest bet: four split hands, each doubled and each winning, return
 * 4 × 2 × 2 = 16 bets (a blackjack returns 2.5; insurance pays only on a dealer blackjack, which ends the
 * round before any split). Four doubled split hands can all win (8 8 split to four eights, each doubled to
 * 19 against a dealer who busts), so the figure is reached.
 */
export const blackjackMaxWin = (config: BlackjackConfig) => config.limits.maxBet * 16n;
