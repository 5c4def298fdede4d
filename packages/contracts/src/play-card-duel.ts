import { z } from 'zod';
import { ZCard } from './play-card';

// Card duels' shapes in the play contract: baccarat and high card (play.ts gathers them with the other
// families').

const int = z.number().int();

/** Card duels: baccarat's spots are Player, Banker and Tie; high card's only Player (against the dealer). */
export const CARD_DUEL_SPOTS = ['player', 'banker', 'tie'] as const;
export const ZCardDuelSpot = z.enum(CARD_DUEL_SPOTS);
export type TCardDuelSpot = z.infer<typeof ZCardDuelSpot>;
const ZCardDuelOutcome = z.enum(['player', 'banker', 'tie']);
export const ZCardDuelView = z.object({
  family: z.literal('cardDuel'),
  /** baccarat: punto banco by the standard tableau; highCard: one card each, ace high. */
  game: z.enum(['baccarat', 'highCard']),
  /** Decks in the shoe, shuffled afresh for every round. */
  decks: int,
  /**
   * The spots offered: what a unit returns (stake included) when the round ends in each outcome, and the
   * spot's exact RTP (percent, two decimals). A side spot (baccarat's tie) is outside the title's stated RTP.
   */
  spots: z.array(
    z.object({
      spot: ZCardDuelSpot,
      pays: z.object({ player: z.number(), banker: z.number(), tie: z.number() }),
      rtp: z.string(),
      isSide: z.boolean(),
    }),
  ),
});

/**
 * The two hands as dealt (baccarat's third cards last; in high card `banker` is the dealer's card), their
 * totals (baccarat points 0–9; high card the rank, 2 to 14 for an ace), the outcome and what each spot of
 * the bet returned, in the bet's order.
 */
export const ZCardDuelStep = z.object({
  player: z.array(ZCard),
  banker: z.array(ZCard),
  playerTotal: int,
  bankerTotal: int,
  outcome: ZCardDuelOutcome,
  wins: z.array(z.string()),
});
