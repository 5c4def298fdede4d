import { checkSpot, spotKey, type RouletteSpot } from '@casino/games';

/** The chips on the table, in the order they were placed (undo takes the last one off). */
export type Chip = { spot: RouletteSpot; amount: bigint };

/** The bet a slip sends: one entry per spot, amounts summed. */
export function slipSpots(chips: readonly Chip[]): { spot: RouletteSpot; amount: bigint }[] {
  const bySpot = new Map<string, { spot: RouletteSpot; amount: bigint }>();
  for (const chip of chips) {
    const key = spotKey(chip.spot);
    const entry = bySpot.get(key);
    if (entry) entry.amount += chip.amount;
    else bySpot.set(key, { spot: chip.spot, amount: chip.amount });
  }
  return [...bySpot.values()];
}

export const slipTotal = (chips: readonly Chip[]) => chips.reduce((total, chip) => total + chip.amount, 0n);

/**
 * The inside spot the picked numbers make for a kind, once enough are picked: null while more are
 * needed, or the table's rule when the numbers do not make that spot.
 */
export function pickedSpot(
  kind: 'split' | 'street' | 'trio' | 'corner' | 'sixLine',
  numbers: number[],
  covers: number,
): RouletteSpot | string | null {
  if (numbers.length < covers) return null;
  const spot = { kind, numbers: [...numbers].sort((a, b) => a - b) };
  return checkSpot(spot) ?? spot;
}

/** Chip values: the table minimum and multiples of it, never above the round's maximum. */
export function chipValues(minSpot: bigint, maxRound: bigint): bigint[] {
  return [1n, 5n, 25n, 100n, 500n].map((times) => minSpot * times).filter((value) => value <= maxRound);
}

/** European wheel order, clockwise from zero. */
export const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

/** The wheel's rotation (degrees) that brings `pocket` under the pointer after whole turns from `from`. */
export function wheelAngle(pocket: number, from: number, turns = 4): number {
  const target = -(WHEEL.indexOf(pocket) * 360) / WHEEL.length;
  const base = Math.ceil((from - target) / 360) * 360;
  return target + base + turns * 360;
}
