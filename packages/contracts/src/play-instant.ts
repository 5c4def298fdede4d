import { z } from 'zod';

// The instant games' shapes in the play contract: dice, mines, plinko, scratch cards and fishing
// (play.ts gathers them with the other families').

const int = z.number().int();

export const ZDiceView = z.object({ family: z.literal('dice'), rtpBasisPoints: int });
export const ZMinesView = z.object({ family: z.literal('mines'), rtpBasisPoints: int });
export const ZPlinkoView = z.object({
  family: z.literal('plinko'),
  /** rows → risk → multipliers from the edge slot to the middle one (the other half mirrors it). */
  tables: z.record(z.string(), z.object({ low: z.array(z.number()), medium: z.array(z.number()), high: z.array(z.number()) })),
});
export const ZScratchView = z.object({
  family: z.literal('scratch'),
  prizes: z.array(z.object({ symbol: z.string(), label: z.string(), multiplier: z.number() })),
});
/** Fishing: the targets that swim across the scene, each with its multiplier and capture chance. */
export const ZFishingView = z.object({
  family: z.literal('fishing'),
  targets: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      multiplier: int,
      /** RTP ÷ multiplier, in percent with five decimals (exact: rounded up to the float's 2^-32 grain). */
      capture: z.string(),
    }),
  ),
});

export const ZDiceStep = z.object({
  roll: int,
  direction: z.enum(['over', 'under']),
  target: int,
  multiplier: z.number(),
  isWin: z.boolean(),
});
/** The board step (mine positions) is only present once the round is settled. */
export const ZMinesStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('board'), mines: z.array(int) }),
  z.object({ kind: z.literal('reveal'), tile: int, isMine: z.boolean(), multiplier: z.number() }),
  z.object({ kind: z.literal('cashOut'), multiplier: z.number() }),
]);
export const ZPlinkoStep = z.object({ path: z.array(z.enum(['left', 'right'])), slot: int, multiplier: z.number() });
export const ZScratchStep = z.object({
  grid: z.array(z.string()),
  prize: z.object({ symbol: z.string(), multiplier: z.number() }).nullable(),
  winningCells: z.array(int),
});

/** The target shot (id and name), its multiplier, and whether it was caught (the round's win is stake × multiplier). */
export const ZFishingStep = z.object({ target: z.string(), name: z.string(), multiplier: int, caught: z.boolean() });
