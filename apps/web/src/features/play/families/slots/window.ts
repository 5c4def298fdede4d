import type { TPlayRound } from '@casino/contracts';

type SlotStep = Extract<TPlayRound, { family: 'slots' }>['steps'][number];

export const ROWS = 3;

/** The window at rest before any spin: the first three stops of each strip. */
export function restingWindow(reels: readonly string[]): string[][] {
  return reels.map((strip) => Array.from({ length: ROWS }, (_, row) => strip[row % strip.length]!));
}

/** "reel:row" of every cell that is part of a win on this spin (lines, ways and scatters). */
export function winningCells(step: SlotStep): Set<string> {
  const cells = new Set<string>();
  for (const win of step.wins) for (const [reel, row] of win.positions) cells.add(`${reel}:${row}`);
  if (step.scatter.count > 0 && step.scatter.amount !== '0') for (const [reel, row] of step.scatter.positions) cells.add(`${reel}:${row}`);
  return cells;
}

/** The stake of a spin in minor units: coin value × lines, or × coins for a ways title. */
export function slotStake(coinMinor: bigint, mode: { kind: 'lines'; paylines: unknown[] } | { kind: 'ways'; coins: number }): bigint {
  return coinMinor * BigInt(mode.kind === 'lines' ? mode.paylines.length : mode.coins);
}
