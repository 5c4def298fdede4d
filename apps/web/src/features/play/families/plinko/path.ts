/** Where the ball is after each row, in peg spacings from the centre: half a spacing left or right per row. */
export function ballOffsets(path: readonly ('left' | 'right')[]): number[] {
  const offsets = [0];
  for (const direction of path) offsets.push(offsets.at(-1)! + (direction === 'right' ? 0.5 : -0.5));
  return offsets;
}

/** The slot a path lands in, counted from the left edge: the number of rights. */
export const landingSlot = (path: readonly ('left' | 'right')[]) => path.filter((direction) => direction === 'right').length;
