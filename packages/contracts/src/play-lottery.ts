import { z } from 'zod';

// Lotteries' shapes in the play contract: keno, lotto and bingo (play.ts gathers them with the other families').

const int = z.number().int();

export const ZLotteryView = z.object({
  family: z.literal('lottery'),
  /** keno and lotto: the player picks; bingo: a 5×5 card (free centre) is dealt. */
  game: z.enum(['keno', 'lotto', 'bingo']),
  /** The board: 1 to `numbers`, of which `drawn` are drawn. */
  numbers: int,
  drawn: int,
  /** Per pick count (bingo: the card's 24), what each number of hits pays per unit staked, from 0 hits up. */
  payTables: z.array(z.object({ picks: int, pays: z.array(z.number()) })),
});

/**
 * `ticket`: the numbers played (the picks, or the bingo card column by column, B to O, N having four);
 * `drawn` in draw order; `hits` the ticket's numbers drawn; `multiplier` what the ticket paid per unit.
 */
export const ZLotteryStep = z.object({ ticket: z.array(int), drawn: z.array(int), hits: z.array(int), multiplier: z.number() });
