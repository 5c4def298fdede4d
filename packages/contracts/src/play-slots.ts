import { z } from 'zod';

// Slots' shapes in the play contract (play.ts gathers them with the other families').

const int = z.number().int();

export const ZSlotsView = z.object({
  family: z.literal('slots'),
  mode: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('lines'), paylines: z.array(z.array(int)) }),
    z.object({ kind: z.literal('ways'), coins: int }),
  ]),
  symbols: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(['regular', 'wild', 'scatter']),
      pays: z.tuple([z.number(), z.number(), z.number()]).optional(),
    }),
  ),
  /** Five base-game strips (public: they are what the RTP is proven from). */
  reels: z.array(z.string()),
  /** The feature: awards for 3, 4, 5 scatters, the win multiplier, the cap per feature, and whether free spins turn their own strips. */
  freeSpins: z.object({ awards: z.tuple([int, int, int]), multiplier: z.number(), maxSpins: int, ownReels: z.boolean() }),
  /** Coin values offered, converted; the stake is coin value × lines (or × coins for ways). */
  coinValues: z.array(z.string()),
});

const ZSlotWin = z.object({
  line: int.nullable(),
  symbol: z.string(),
  count: int,
  ways: int,
  positions: z.array(z.tuple([int, int])),
  amount: z.string(),
});
export const ZSlotSpinStep = z.object({
  freeSpin: int,
  freeSpinsTotal: int,
  multiplier: z.number(),
  stops: z.array(int),
  window: z.array(z.array(z.string())),
  wins: z.array(ZSlotWin),
  scatter: z.object({ count: int, positions: z.array(z.tuple([int, int])), amount: z.string() }),
  freeSpinsAwarded: int,
  win: z.string(),
  total: z.string(),
});
