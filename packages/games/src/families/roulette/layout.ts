/**
 * The European single-zero layout: 0 and 1–36 in twelve rows of three (1 2 3, 4 5 6, …, 34 35 36),
 * and every spot a chip can go on. A spot covering n numbers returns 36/n times its amount (it pays
 * 36/n − 1 to 1), so every spot returns 36 of the 37 pockets' worth: RTP 36/37 by construction.
 */
export const POCKETS = 37;

const RED_NUMBERS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type PocketColour = 'green' | 'red' | 'black';

export function pocketColour(pocket: number): PocketColour {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

export type InsideKind = 'straight' | 'split' | 'street' | 'trio' | 'corner' | 'firstFour' | 'sixLine';
export type EvenChanceKind = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
export type RouletteKind = InsideKind | EvenChanceKind | 'dozen' | 'column';

/** A spot as a player describes it: inside spots by their numbers, outside spots by name. */
export type RouletteSpot =
  { kind: InsideKind; numbers: number[] } | { kind: EvenChanceKind } | { kind: 'dozen' | 'column'; which: 1 | 2 | 3 };

type KindInfo = { name: string; covers: number; rule: string };

/** Each kind's display name, how many numbers it covers, and the rule a wrong spot is told. */
export const ROULETTE_KINDS: Record<RouletteKind, KindInfo> = {
  straight: { name: 'Straight up', covers: 1, rule: 'A straight-up bet is one number from 0 to 36.' },
  split: { name: 'Split', covers: 2, rule: 'A split is two numbers side by side on the layout, or 0 with 1, 2 or 3.' },
  street: { name: 'Street', covers: 3, rule: 'A street is one row of three numbers, such as 1, 2 and 3.' },
  trio: { name: 'Trio', covers: 3, rule: 'A trio is 0, 1 and 2, or 0, 2 and 3.' },
  corner: { name: 'Corner', covers: 4, rule: 'A corner is four numbers that meet at one point, such as 1, 2, 4 and 5.' },
  firstFour: { name: 'First four', covers: 4, rule: 'First four is 0, 1, 2 and 3.' },
  sixLine: { name: 'Six line', covers: 6, rule: 'A six line is two neighbouring rows, such as 1 to 6.' },
  red: { name: 'Red', covers: 18, rule: '' },
  black: { name: 'Black', covers: 18, rule: '' },
  odd: { name: 'Odd', covers: 18, rule: '' },
  even: { name: 'Even', covers: 18, rule: '' },
  low: { name: '1–18', covers: 18, rule: '' },
  high: { name: '19–36', covers: 18, rule: '' },
  dozen: { name: 'Dozen', covers: 12, rule: 'A dozen is the first (1–12), second (13–24) or third (25–36).' },
  column: { name: 'Column', covers: 12, rule: 'A column is the first, second or third column of the layout.' },
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ROWS = range(0, 11).map((row) => 3 * row + 1);

/** Every inside spot of a kind, each as its numbers in ascending order. */
function insideSpots(kind: InsideKind): number[][] {
  switch (kind) {
    case 'straight':
      return range(0, 36).map((n) => [n]);
    case 'split':
      return [
        [0, 1],
        [0, 2],
        [0, 3],
        ...range(1, 36)
          .filter((n) => n % 3 !== 0)
          .map((n) => [n, n + 1]),
        ...range(1, 33).map((n) => [n, n + 3]),
      ];
    case 'street':
      return ROWS.map((n) => [n, n + 1, n + 2]);
    case 'trio':
      return [
        [0, 1, 2],
        [0, 2, 3],
      ];
    case 'corner':
      return range(1, 32)
        .filter((n) => n % 3 !== 0)
        .map((n) => [n, n + 1, n + 3, n + 4]);
    case 'firstFour':
      return [[0, 1, 2, 3]];
    case 'sixLine':
      return ROWS.slice(0, -1).map((n) => range(n, n + 5));
  }
}

const INSIDE_KINDS: InsideKind[] = ['straight', 'split', 'street', 'trio', 'corner', 'firstFour', 'sixLine'];
const EVEN_CHANCE_KINDS: EvenChanceKind[] = ['red', 'black', 'odd', 'even', 'low', 'high'];
const VALID_INSIDE = new Map(INSIDE_KINDS.map((kind) => [kind, new Set(insideSpots(kind).map((numbers) => numbers.join('-')))]));

type InsideSpot = Extract<RouletteSpot, { kind: InsideKind }>;
/** By kind alone: a field the spot's kind does not have is never read. */
const isInsideSpot = (spot: RouletteSpot): spot is InsideSpot => VALID_INSIDE.has(spot.kind as InsideKind);

/** Every spot on the table: 157 of them (37 straights, 60 splits, … 3 columns). */
export function allSpots(): RouletteSpot[] {
  return [
    ...INSIDE_KINDS.flatMap((kind) => insideSpots(kind).map((numbers) => ({ kind, numbers }))),
    ...EVEN_CHANCE_KINDS.map((kind) => ({ kind })),
    ...(['dozen', 'column'] as const).flatMap((kind) => ([1, 2, 3] as const).map((which) => ({ kind, which }))),
  ];
}

/**
 * The numbers a spot covers. The spot must be valid (`checkSpot`); like `spotKey`, it reads only
 * the fields of its kind, so a stray field a client added cannot change what a spot covers.
 */
export function coveredNumbers(spot: RouletteSpot): number[] {
  if (isInsideSpot(spot)) return spot.numbers;
  const numbers = range(1, 36);
  switch (spot.kind) {
    case 'red':
      return numbers.filter((n) => RED_NUMBERS.has(n));
    case 'black':
      return numbers.filter((n) => !RED_NUMBERS.has(n));
    case 'odd':
      return numbers.filter((n) => n % 2 === 1);
    case 'even':
      return numbers.filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
    case 'dozen':
      return range(12 * spot.which - 11, 12 * spot.which);
    case 'column':
      return numbers.filter((n) => n % 3 === spot.which % 3);
  }
}

/** Why this is not a spot on the table, or null. Numbers may come in any order. */
export function checkSpot(spot: RouletteSpot): string | null {
  if (typeof spot !== 'object' || spot === null || !Object.hasOwn(ROULETTE_KINDS, spot.kind)) return 'That is not a bet on this table.';
  const { rule } = ROULETTE_KINDS[spot.kind];
  if (isInsideSpot(spot)) {
    const numbers: unknown = spot.numbers;
    const isOnTable =
      Array.isArray(numbers) && numbers.every(Number.isInteger) && VALID_INSIDE.get(spot.kind)!.has(spotNumbersKey(numbers));
    return isOnTable ? null : rule;
  }
  if (spot.kind === 'dozen' || spot.kind === 'column') {
    return [1, 2, 3].includes(spot.which) ? null : rule;
  }
  return null;
}

const spotNumbersKey = (numbers: number[]) => [...numbers].sort((a, b) => a - b).join('-');

/** One key per spot on the table, whatever order its numbers came in. */
export function spotKey(spot: RouletteSpot): string {
  if (isInsideSpot(spot)) return `${spot.kind}:${spotNumbersKey(spot.numbers)}`;
  return spot.kind === 'dozen' || spot.kind === 'column' ? `${spot.kind}:${spot.which}` : spot.kind;
}
