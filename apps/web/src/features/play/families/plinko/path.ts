/** Where the ball is after each row, in peg spacings from the centre: half a spacing left or right per row. */
export function ballOffsets(path: readonly ('left' | 'right')[]): number[] {
  const offsets = [0];
  for (const direction of path) offsets.push(offsets.at(-1)! + (direction === 'right' ? 0.5 : -0.5));
  return offsets;
}

/** The slot a path lands in, counted from the left edge: the number of rights. */
export const landingSlot = (path: readonly ('left' | 'right')[]) => path.filter((direction) => direction === 'right').length;

/** How long the ball takes to fall one row. */
export const ROW_MS = 140;

/**
 * The ball `elapsedMs` into its fall: its row (fractional) and its offset between the rows' offsets. The time
 * is clamped to the fall: an animation frame's timestamp can be a little earlier than the moment the fall
 * started, and a negative row would read no offset at all (NaN on the board).
 */
export function ballAt(offsets: readonly number[], elapsedMs: number): { row: number; offset: number } {
  const last = offsets.length - 1;
  const row = Math.min(last, Math.max(0, elapsedMs / ROW_MS));
  const whole = Math.floor(row);
  const from = offsets[whole]!;
  const to = offsets[Math.min(last, whole + 1)]!;
  return { row, offset: from + (to - from) * (row - whole) };
}

/** The board's geometry in a 100×100 view box for `rows` rows of pegs (row r has r + 3 pegs). */
export function boardGeometry(rows: number) {
  const spacing = 100 / (rows + 2);
  return {
    pegs: Array.from({ length: rows }, (_, row) =>
      Array.from({ length: row + 3 }, (_, peg) => ({ cx: 50 + (peg - (row + 2) / 2) * spacing, cy: (row + 1) * spacing })),
    ).flat(),
    ball: (at: { row: number; offset: number }) => ({ cx: 50 + at.offset * spacing, cy: (at.row + 0.5) * spacing }),
  };
}
