import { POKER_HANDS } from '@casino/games/poker-hand-names';
import { z } from 'zod';
import { ZAmount } from './money';
import { ZCard } from './play-card';

// Casino hold'em's shapes in the play contract (play.ts gathers them with the other families').

const int = z.number().int();

/** Five-card poker hands, best first (the best five of the player's two cards and the board). */
export const ZPokerHand = z.enum(POKER_HANDS);
export type TPokerHand = z.infer<typeof ZPokerHand>;

/** The hands the AA bonus pays on the player's two cards and the flop, best first. */
export const AA_BONUS_HANDS = [
  'royalFlush',
  'straightFlush',
  'fourOfAKind',
  'fullHouse',
  'flush',
  'straight',
  'threeOfAKind',
  'twoPair',
  'pairOfAces',
] as const;
export const ZAaBonusHand = z.enum(AA_BONUS_HANDS);
export type TAaBonusHand = z.infer<typeof ZAaBonusHand>;

/**
 * The ante's pay table (paid to one when the ante wins; `pays` 1 for "a straight or less"), the AA bonus's,
 * the AA bonus's exact RTP and the ante and call's stated one (percent, two decimals).
 */
export const ZCasinoHoldemView = z.object({
  family: z.literal('casinoHoldem'),
  ante: z.array(z.object({ hand: ZPokerHand, pays: int })),
  aaBonus: z.array(z.object({ hand: ZAaBonusHand, pays: int })),
  aaBonusRtp: z.string(),
});

/** The ante, and an AA bonus bet when given (absent or "0": none); both within the session's limits. */
export const ZCasinoHoldemBet = z.object({ family: z.literal('casinoHoldem'), ante: ZAmount, aaBonus: ZAmount.optional() });

/**
 * The 'cards' step (all nine cards) is only present once the round is settled. 'deal' is the player's two
 * cards, the flop, their hand and the bets, with the strategy's hint while the round is open; 'showdown'
 * the decision, the board, the dealer's cards and hands, whether the dealer qualifies, the ante and call's
 * outcome (null on a fold or a dealer who does not qualify) and what each bet paid back, stakes included.
 */
export const ZCasinoHoldemStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cards'), cards: z.array(ZCard) }),
  z.object({
    kind: z.literal('deal'),
    cards: z.array(ZCard),
    flop: z.array(ZCard),
    hand: ZPokerHand,
    ante: z.string(),
    aaBonus: z.string(),
    hint: z.enum(['call', 'fold']).optional(),
  }),
  z.object({
    kind: z.literal('showdown'),
    decision: z.enum(['call', 'fold']),
    board: z.array(ZCard),
    dealer: z.array(ZCard),
    hand: ZPokerHand,
    dealerHand: ZPokerHand,
    aaBonusHand: ZAaBonusHand.nullable(),
    qualifies: z.boolean(),
    outcome: z.enum(['win', 'lose', 'tie']).nullable(),
    pays: z.object({ ante: z.string(), call: z.string(), aaBonus: z.string() }),
  }),
]);
export type TCasinoHoldemStep = z.infer<typeof ZCasinoHoldemStep>;

/** The round's bet as stored, amounts in major units. */
export const ZCasinoHoldemRoundBet = z.object({ ante: z.string(), aaBonus: z.string() });
