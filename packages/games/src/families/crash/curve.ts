import { MIN_CRASH } from './crash-point';

/**
 * The rising multiplier: m(t) = e^(k·t) from 1.00× at the start of the rise, k = 0.00006 per millisecond as
 * bustabit's curve (2× after 11.6 s, 10× after 38.4 s, 100× after 76.8 s), shown and paid in whole
 * hundredths rounded down. Server and browser both read it from here, so the number the player sees is the
 * one a cash-out is paid at.
 */
export const GROWTH_PER_MS = 0.00006;

/** The multiplier in hundredths `ms` after the rise started. */
export function multiplierAt(ms: number): number {
  if (ms <= 0) return MIN_CRASH;
  return Math.floor(MIN_CRASH * Math.exp(GROWTH_PER_MS * ms));
}

/** The first whole millisecond of the rise at which the multiplier shows `hundredths` (or more). */
export function msToReach(hundredths: number): number {
  if (hundredths <= MIN_CRASH) return 0;
  // The logarithm gives it to within a millisecond; the curve itself decides the edge.
  let ms = Math.max(0, Math.floor(Math.log(hundredths / MIN_CRASH) / GROWTH_PER_MS) - 1);
  while (multiplierAt(ms) < hundredths) ms += 1;
  return ms;
}
