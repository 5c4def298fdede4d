import type { RouletteSpot } from '@casino/games';

/** Where a chip lies on the table: on a number's cell, moved by whole or half cells to sit between its numbers. */
export type FeltPlace = { anchor: number; dx: number; dy: number };

/** A number's cell on the table as the player sees it: zero at the head, columns of 3, 2, 1 from the top. */
const cellOf = (n: number) => (n === 0 ? { col: -1, row: 1 } : { col: Math.ceil(n / 3) - 1, row: 2 - ((n - 1) % 3) });

/**
 * Where an inside bet's chip goes, as on a real felt: on its number, on the line between two, on the corner of four,
 * at the foot of a street or six line. Outside bets (red, dozens...) have their own boxes and no place here (null).
 */
export function feltPlace(spot: RouletteSpot): FeltPlace | null {
  if (!('numbers' in spot)) return null;
  const nonZero = spot.numbers.filter((n) => n !== 0);
  const anchor = nonZero.length > 0 ? Math.min(...nonZero) : 0;
  const cells = spot.numbers.map(cellOf);
  const from = cellOf(anchor);
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const dx = mean(cells.map((cell) => cell.col)) - from.col;
  const atFoot = spot.kind === 'street' || spot.kind === 'sixLine';
  const dy = (atFoot ? 2.5 : mean(cells.map((cell) => cell.row))) - from.row;
  return { anchor, dx, dy };
}
