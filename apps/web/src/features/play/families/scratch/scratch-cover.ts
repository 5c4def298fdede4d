/**
 * What share of the ticket has been scratched, on a coarse mask (not the canvas pixels, whose
 * read-back would stall the GPU on every stroke). Once enough is off, the rest falls away.
 */
export const MASK_SIDE = 24;
export const REVEAL_THRESHOLD = 0.6;

export const emptyMask = () => new Uint8Array(MASK_SIDE * MASK_SIDE);

/** Marks the mask cells a scratch at (x, y) with `radius` covers; all in 0–1 of the card. */
export function scratchAt(mask: Uint8Array, x: number, y: number, radius: number): void {
  const from = (v: number) => Math.max(0, Math.floor((v - radius) * MASK_SIDE));
  const to = (v: number) => Math.min(MASK_SIDE - 1, Math.floor((v + radius) * MASK_SIDE));
  for (let row = from(y); row <= to(y); row += 1) {
    for (let col = from(x); col <= to(x); col += 1) {
      const cx = (col + 0.5) / MASK_SIDE;
      const cy = (row + 0.5) / MASK_SIDE;
      if ((cx - x) ** 2 + (cy - y) ** 2 <= radius ** 2) mask[row * MASK_SIDE + col] = 1;
    }
  }
}

/** Scratches along a stroke so a fast finger does not leave gaps between pointer events. */
export function scratchLine(mask: Uint8Array, from: { x: number; y: number }, to: { x: number; y: number }, radius: number): void {
  const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / (radius / 2)));
  for (let i = 0; i <= steps; i += 1)
    scratchAt(mask, from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps, radius);
}

export function coverage(mask: Uint8Array): number {
  let scratched = 0;
  for (const cell of mask) scratched += cell;
  return scratched / mask.length;
}

/** A stable hue per symbol name, so each symbol has its own colour on every ticket. */
export function symbolHue(symbol: string): number {
  let hash = 0;
  for (const char of symbol) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}
