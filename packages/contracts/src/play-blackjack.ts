import { z } from 'zod';
import { ZCard } from './play-card';
import { ZPay } from './play-pay';

// Blackjack's shapes in the play contract (play.ts gathers them with the other families').

const int = z.number().int();

export const BLACKJACK_DECISIONS = ['hit', 'stand', 'double', 'split', 'insurance'] as const;
export const ZBlackjackHand = z.object({
  cards: z.array(ZCard),
  /** The best total, an ace counted 11 when it can ('soft'). */
  total: int,
  isSoft: z.boolean(),
  stake: z.string(),
  isDoubled: z.boolean(),
  /** Set once the round is settled, with what the hand paid back, its stake included. */
  outcome: z.enum(['blackjack', 'win', 'push', 'lose', 'bust']).nullable(),
  pays: z.string(),
});
export type TBlackjackHand = z.infer<typeof ZBlackjackHand>;
/**
 * The 'shoe' step (the cards in the order the round deals them) is only present once the round is settled.
 * Each 'table' is the table after the deal or a decision: the hands, the active one, the dealer's cards (the
 * up card alone until the dealer plays, the hole card never shown before), insurance (null: not answered,
 * "0.00": declined) and what it paid, and the decisions the active hand allows now (the last table only).
 */
export const ZBlackjackStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('shoe'), cards: z.array(ZCard) }),
  z.object({
    kind: z.literal('table'),
    after: z.enum(['deal', ...BLACKJACK_DECISIONS]),
    phase: z.enum(['insurance', 'play', 'settled']),
    hands: z.array(ZBlackjackHand),
    active: int.nullable(),
    dealer: z.array(ZCard),
    dealerTotal: int,
    insurance: z.string().nullable(),
    insurancePays: z.string(),
    allowed: z.array(z.enum(BLACKJACK_DECISIONS)),
  }),
]);
export type TBlackjackStep = z.infer<typeof ZBlackjackStep>;

/** Blackjack: the table's rules as figures (the info screen states them). */
export const ZBlackjackView = z.object({
  family: z.literal('blackjack'),
  decks: int,
  /** The most hands splitting makes. */
  maxHands: int,
  /** Pays to one, as fractions: blackjack [3, 2], insurance [2, 1]. */
  blackjackPays: ZPay,
  insurancePays: ZPay,
  /** Each hand of a round can end, at most, doubled and winning: the most a round returns, in bets. */
  maxWinBets: int,
});
