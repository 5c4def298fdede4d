import { z } from 'zod';
import { ZCard } from './play-card';

// Video poker's and three card poker's shapes in the play contract (play.ts gathers them with the other
// families').

const int = z.number().int();

/** Video poker hands, best first, of both decks (Jacks or Better style, then Deuces Wild). */
export const VIDEO_POKER_HANDS = [
  'royalFlush',
  'naturalRoyalFlush',
  'fourDeuces',
  'wildRoyalFlush',
  'fiveOfAKind',
  'straightFlush',
  'fourAces',
  'fourJacksToKings',
  'fourFivesToTens',
  'fourTwosToFours',
  'fourOfAKind',
  'fullHouse',
  'flush',
  'straight',
  'threeOfAKind',
  'twoPair',
  'jacksOrBetter',
] as const;
export const ZVideoPokerHand = z.enum(VIDEO_POKER_HANDS);
export type TVideoPokerHand = z.infer<typeof ZVideoPokerHand>;
export const ZVideoPokerView = z.object({
  family: z.literal('videoPoker'),
  /** 'deucesWild': every two is wild. */
  deck: z.enum(['standard', 'deucesWild']),
  /** The paying hands, best first, and what each pays per unit staked. */
  payTable: z.array(z.object({ hand: ZVideoPokerHand, pays: int })),
});
/** Three-card hands, best first. */
export const THREE_CARD_HANDS = ['straightFlush', 'threeOfAKind', 'straight', 'flush', 'pair', 'highCard'] as const;
export const ZThreeCardHand = z.enum(THREE_CARD_HANDS);
export type TThreeCardHand = z.infer<typeof ZThreeCardHand>;
const ZThreeCardPayTable = z.array(z.object({ hand: ZThreeCardHand, pays: int }));
export const ZThreeCardPokerView = z.object({
  family: z.literal('threeCardPoker'),
  /** Paid to one on the ante when the player plays, whatever the dealer holds; and on pair plus. Best hand first. */
  anteBonus: ZThreeCardPayTable,
  pairPlus: ZThreeCardPayTable,
});

/**
 * Cards are codes: rank (2–9, T, J, Q, K, A) then suit (c, d, h, s). The 'cards' step (the shuffled
 * deck's first ten cards: the deal and the replacements in draw order) is only present once the round
 * is settled. While the round is open, the deal carries `hint`: the hold with the highest expected pay.
 */
export const ZVideoPokerStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cards'), cards: z.array(ZCard) }),
  z.object({ kind: z.literal('deal'), cards: z.array(ZCard), hint: z.array(z.boolean()).optional() }),
  z.object({
    kind: z.literal('draw'),
    hold: z.array(z.boolean()),
    cards: z.array(ZCard),
    hand: ZVideoPokerHand.nullable(),
    multiplier: int,
  }),
]);

/**
 * The 'cards' step (the player's three cards, then the dealer's) is only present once the round is
 * settled. 'deal' is the player's cards, their hand and the bets; 'showdown' the decision, the dealer's
 * cards and hand, whether it qualifies, the ante and play's outcome (null on a fold or a dealer who does
 * not qualify) and what each bet paid back, stakes included.
 */
export const ZThreeCardStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cards'), cards: z.array(ZCard) }),
  z.object({ kind: z.literal('deal'), cards: z.array(ZCard), hand: ZThreeCardHand, ante: z.string(), pairPlus: z.string() }),
  z.object({
    kind: z.literal('showdown'),
    decision: z.enum(['play', 'fold']),
    dealer: z.array(ZCard),
    dealerHand: ZThreeCardHand,
    qualifies: z.boolean(),
    outcome: z.enum(['win', 'lose', 'tie']).nullable(),
    pays: z.object({ ante: z.string(), play: z.string(), anteBonus: z.string(), pairPlus: z.string() }),
  }),
]);
export type TThreeCardStep = z.infer<typeof ZThreeCardStep>;
