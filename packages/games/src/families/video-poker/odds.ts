import { DECK_SIZE, HAND_SIZE } from '../../shared/cards';
import type { PayTable } from './pay-table';

/**
 * The tables behind the exact draw odds. For every set of up to five cards, the total a pay table
 * pays over all 5-card hands that contain it, indexed by set size and the set's colex rank. They are
 * built once, by adding each of the 2,598,960 hands to its 32 subsets. What a hold returns is then
 * an inclusion–exclusion over the discarded cards: the total over hands holding the kept cards,
 * less those holding a discard, plus those holding two, …: 32 look-ups a deal instead of
 * evaluating up to 1,533,939 draws for each of its 32 holds.
 */

/** BINOMIAL[n * 6 + k] = C(n, k) for n ≤ 52, k ≤ 5. */
const BINOMIAL = (() => {
  const table = new Float64Array((DECK_SIZE + 1) * 6);
  for (let n = 0; n <= DECK_SIZE; n += 1) {
    table[n * 6] = 1;
    for (let k = 1; k <= HAND_SIZE; k += 1) table[n * 6 + k] = n === 0 ? 0 : table[(n - 1) * 6 + k - 1]! + table[(n - 1) * 6 + k]!;
  }
  return table;
})();

export const choose = (n: number, k: number) => BINOMIAL[n * 6 + k]!;

/** For each hold mask 1–31: its highest bit and how many bits it has. */
const HIGHEST = Uint8Array.from({ length: 32 }, (_, mask) => (mask ? 31 - Math.clz32(mask) : 0));
export const BITS = Uint8Array.from({ length: 32 }, (_, mask) => (mask.toString(2).match(/1/g) ?? []).length);

/** Draws after holding k cards: C(47, 5 − k). */
export const DRAWS = Float64Array.from({ length: HAND_SIZE + 1 }, (_, held) => choose(DECK_SIZE - HAND_SIZE, HAND_SIZE - held));

/**
 * The least common multiple of the draw counts (3·5·11·23·43·47 = 7,669,695): a hold's expected
 * pay times this is a whole number, so holds compare exactly in doubles.
 */
export const EV_SCALE = 7_669_695;
export const SCALE_PER_DRAW = Float64Array.from(DRAWS, (draws) => EV_SCALE / draws);

/**
 * Fills `ranks` with the colex rank of each subset of five ascending cards, by mask (bit i: card i):
 * the rank of a set is Σ C(card, position + 1) over its cards in ascending order.
 */
export function subsetRanks(sorted: ArrayLike<number>, ranks: Float64Array): void {
  ranks[0] = 0;
  for (let mask = 1; mask < 32; mask += 1) {
    const top = HIGHEST[mask]!;
    ranks[mask] = ranks[mask ^ (1 << top)]! + BINOMIAL[sorted[top]! * 6 + BITS[mask]!]!;
  }
}

/**
 * By set size: totals of sets of 0–3 cards in doubles; of 4 cards (at most 48 hands × 10,000) in
 * 32-bit integers; of 5 cards, the hand's own pay, in 16 bits: about 6.5 MB a pay table.
 */
export type OddsTables = { totals: (Float64Array | Int32Array | Int16Array)[]; payTable: PayTable };

const built = new Map<string, OddsTables>();

/** The tables for a pay table, built on first use (about a second) and kept for the process. */
export function oddsTables(payTable: PayTable): OddsTables {
  let tables = built.get(payTable.key);
  if (!tables) {
    tables = buildTables(payTable);
    built.set(payTable.key, tables);
  }
  return tables;
}

function buildTables(payTable: PayTable): OddsTables {
  const totals = Array.from({ length: HAND_SIZE + 1 }, (_, size) => {
    const sets = choose(DECK_SIZE, size);
    return size === 5 ? new Int16Array(sets) : size === 4 ? new Int32Array(sets) : new Float64Array(sets);
  });
  const { evaluate, pays } = payTable;
  const hand = new Int32Array(HAND_SIZE);
  const ranks = new Float64Array(32);
  for (let e = 4; e < DECK_SIZE; e += 1)
    for (let d = 3; d < e; d += 1)
      for (let c = 2; c < d; c += 1)
        for (let b = 1; b < c; b += 1)
          for (let a = 0; a < b; a += 1) {
            const pay = pays[evaluate(a, b, c, d, e)]!;
            if (pay === 0) continue; // most hands pay nothing and add nothing
            hand[0] = a;
            hand[1] = b;
            hand[2] = c;
            hand[3] = d;
            hand[4] = e;
            subsetRanks(hand, ranks);
            for (let mask = 0; mask < 32; mask += 1) {
              const sized = totals[BITS[mask]!]!;
              sized[ranks[mask]!] = sized[ranks[mask]!]! + pay;
            }
          }
  return { totals, payTable };
}

/**
 * The total pay over the draws of each hold of five ascending dealt cards, by mask, written into
 * `out` already scaled to expected pay × EV_SCALE (an exact integer).
 */
export function holdValues(tables: OddsTables, sorted: ArrayLike<number>, ranks: Float64Array, out: Float64Array): void {
  subsetRanks(sorted, ranks);
  const { totals } = tables;
  for (let mask = 0; mask < 32; mask += 1) out[mask] = totals[BITS[mask]!]![ranks[mask]!]!;
  // Inclusion–exclusion over the discards: for each card, hands that hold it leave the holds that discard it.
  for (let bit = 1; bit < 32; bit <<= 1)
    for (let mask = 0; mask < 32; mask += 1) if ((mask & bit) === 0) out[mask] = out[mask]! - out[mask | bit]!;
  for (let mask = 0; mask < 32; mask += 1) out[mask] = out[mask]! * SCALE_PER_DRAW[BITS[mask]!]!;
}
