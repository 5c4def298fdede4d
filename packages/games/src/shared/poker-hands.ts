import { rankOf, suitOf } from './cards';
import { POKER_HANDS, type PokerHand } from './poker-hand-names';

// Video poker's evaluator names only its paying hands; this one orders every hand fully.

export { POKER_HANDS, type PokerHand };

const HIGH_CARD = 0;
const PAIR = 1;
const TWO_PAIR = 2;
const TRIPS = 3;
const STRAIGHT = 4;
const FLUSH = 5;
const FULL_HOUSE = 6;
const QUADS = 7;
const STRAIGHT_FLUSH = 8;
const ACE = 12;

/** A value: the category in bits 20 up, then up to five ranks that break ties, 4 bits each, highest first. */
const value = (category: number, ...ranks: number[]) => {
  let v = category;
  for (let i = 0; i < 5; i += 1) v = (v << 4) | (ranks[i] ?? 0);
  return v;
};

/** The top rank of the highest straight in a mask of ranks (the ace also plays low: 5-4-3-2-A tops at the five), or -1. */
function straightTop(mask: number): number {
  const extended = (mask << 1) | ((mask >> ACE) & 1);
  for (let top = 13; top >= 4; top -= 1) if (((extended >> (top - 4)) & 0x1f) === 0x1f) return top - 1;
  return -1;
}

/** The n highest ranks of a mask, highest first. */
function highest(mask: number, n: number): number[] {
  const ranks: number[] = [];
  for (let rank = ACE; rank >= 0 && ranks.length < n; rank -= 1) if (mask & (1 << rank)) ranks.push(rank);
  return ranks;
}

const rankCounts = new Uint8Array(13);
const suitMasks = new Int32Array(4);

/**
 * The value of the best five-card hand among five to seven distinct cards: higher wins, equal ties. One
 * pass over rank counts and suit masks, no five-card subsets: the hold'em bench evaluates tens of
 * millions of hands.
 */
export function bestHandValue(cards: readonly number[]): number {
  rankCounts.fill(0);
  suitMasks.fill(0);
  let mask = 0;
  for (const card of cards) {
    const rank = rankOf(card);
    rankCounts[rank] = rankCounts[rank]! + 1;
    suitMasks[suitOf(card)] = suitMasks[suitOf(card)]! | (1 << rank);
    mask |= 1 << rank;
  }
  let flushMask = 0;
  for (const suited of suitMasks) if (countBits(suited) >= 5) flushMask = suited;
  if (flushMask) {
    const top = straightTop(flushMask);
    if (top >= 0) return value(STRAIGHT_FLUSH, top);
  }
  const quads: number[] = [];
  const trips: number[] = [];
  const pairs: number[] = [];
  for (let rank = ACE; rank >= 0; rank -= 1) {
    const count = rankCounts[rank]!;
    if (count === 4) quads.push(rank);
    else if (count === 3) trips.push(rank);
    else if (count === 2) pairs.push(rank);
  }
  if (quads.length) return value(QUADS, quads[0]!, ...highest(mask & ~(1 << quads[0]!), 1));
  if (trips.length && (trips.length > 1 || pairs.length)) {
    const pair = trips.length > 1 && (!pairs.length || trips[1]! > pairs[0]!) ? trips[1]! : pairs[0]!;
    return value(FULL_HOUSE, trips[0]!, pair);
  }
  if (flushMask) return value(FLUSH, ...highest(flushMask, 5));
  const top = straightTop(mask);
  if (top >= 0) return value(STRAIGHT, top);
  if (trips.length) return value(TRIPS, trips[0]!, ...highest(mask & ~(1 << trips[0]!), 2));
  if (pairs.length >= 2) return value(TWO_PAIR, pairs[0]!, pairs[1]!, ...highest(mask & ~(1 << pairs[0]!) & ~(1 << pairs[1]!), 1));
  if (pairs.length) return value(PAIR, pairs[0]!, ...highest(mask & ~(1 << pairs[0]!), 3));
  return value(HIGH_CARD, ...highest(mask, 5));
}

const CATEGORY_HANDS: PokerHand[] = [
  'highCard',
  'pair',
  'twoPair',
  'threeOfAKind',
  'straight',
  'flush',
  'fullHouse',
  'fourOfAKind',
  'straightFlush',
];

/** The hand a value is; a straight flush to the ace is a royal flush. */
export function handOfValue(handValue: number): PokerHand {
  const category = handValue >> 20;
  if (category === STRAIGHT_FLUSH && ((handValue >> 16) & 0xf) === ACE) return 'royalFlush';
  return CATEGORY_HANDS[category]!;
}

/** The rank of a pair (the first tie-break rank), for rules like "a pair of fours or better". */
export const pairRankOf = (handValue: number) => (handValue >> 16) & 0xf;

/** The least value of a pair of this rank or anything better. */
export const pairOrBetter = (rank: number) => value(PAIR, rank);

function countBits(mask: number): number {
  let bits = 0;
  for (let rest = mask; rest; rest &= rest - 1) bits += 1;
  return bits;
}
