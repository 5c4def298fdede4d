import type { CardDuelConfig } from './card-duel';

/**
 * The card duel titles of the catalogue, keyed by title key. `rtp` is the exact return of the title's
 * even-money spots (the lowest of them), rounded half up; baccarat's tie is a proposition spot whose own
 * exact RTP the info screen shows beside the others. Limits are the catalogue's minBetEurCents (per
 * spot) and maxBetEurCents (the round).
 */
export type CardDuelTitle = {
  family: 'cardDuel';
  name: string;
  rtp: string;
  volatility: 'low' | 'medium' | 'high';
  config: CardDuelConfig;
};

/**
 * Punto banco from an eight-deck shoe: Player pays 1:1, Banker 0.95:1 (5 % commission), Tie 8:1, and a
 * tie returns the Player and Banker stakes. Exact: Banker 98.9421 %, Player 98.7649 %, Tie 85.6404 %.
 */
const BACCARAT_NOIR: CardDuelConfig = {
  game: 'baccarat',
  decks: 8,
  pays: {
    player: { player: 2, banker: 0, tie: 1 },
    banker: { player: 0, banker: 1.95, tie: 1 },
    tie: { player: 0, banker: 0, tie: 9 },
  },
  sideSpots: ['tie'],
  limits: { minBet: 100n, maxBet: 200_000n },
};

/**
 * One card each from a single deck, ace high: the higher card pays 1:1, a tie returns half the stake.
 * Exact: (8/17 × 2 + 1/17 × ½) = 33/34 = 97.0588 %.
 */
const HIGH_CARD_DUEL: CardDuelConfig = {
  game: 'highCard',
  decks: 1,
  pays: { player: { player: 2, banker: 0, tie: 0.5 } },
  sideSpots: [],
  limits: { minBet: 50n, maxBet: 50_000n },
};

export const CARD_DUEL_TITLES = {
  BaccaratNoir: { family: 'cardDuel', name: 'Baccarat Noir', rtp: '98.76', volatility: 'low', config: BACCARAT_NOIR },
  HighCardDuel: { family: 'cardDuel', name: 'High Card Duel', rtp: '97.05', volatility: 'low', config: HIGH_CARD_DUEL },
} as const satisfies Record<string, CardDuelTitle>;

export type CardDuelTitleKey = keyof typeof CARD_DUEL_TITLES;
