import { rankOf, suitOf } from '../../shared/cards';

/**
 * The paying hands of each deck, best first. Four of a kind is split by rank so that one evaluator
 * serves Jacks or Better (all pay alike), Bonus Poker (aces, 2–4, 5–K) and Aces and Faces (aces,
 * J–K, 2–10).
 */
export const STANDARD_HANDS = [
  'royalFlush',
  'straightFlush',
  'fourAces',
  'fourJacksToKings',
  'fourFivesToTens',
  'fourTwosToFours',
  'fullHouse',
  'flush',
  'straight',
  'threeOfAKind',
  'twoPair',
  'jacksOrBetter',
] as const;

/** Deuces Wild: every two is wild; three of a kind is the least hand that pays. */
export const DEUCES_HANDS = [
  'naturalRoyalFlush',
  'fourDeuces',
  'wildRoyalFlush',
  'fiveOfAKind',
  'straightFlush',
  'fourOfAKind',
  'fullHouse',
  'flush',
  'straight',
  'threeOfAKind',
] as const;

export type StandardHand = (typeof STANDARD_HANDS)[number];
export type DeucesHand = (typeof DEUCES_HANDS)[number];
export type Deck = 'standard' | 'deucesWild';

const ACE = 12;
const JACK = 9;
const FIVE = 3;
/** Ranks T–A as a bit mask of ranks. */
const ROYAL_RANKS = 0x1f00;

/** FITS_STRAIGHT[mask]: these distinct ranks lie within five consecutive ranks (the ace also low). */
const FITS_STRAIGHT = (() => {
  const windows = [0x100f, ...Array.from({ length: 9 }, (_, low) => 0x1f << low)];
  const fits = new Uint8Array(1 << 13);
  for (let mask = 0; mask < fits.length; mask += 1) fits[mask] = windows.some((window) => (mask & ~window) === 0) ? 1 : 0;
  return fits;
})();

const counts = new Uint8Array(13);

/**
 * The hand five cards make on a standard deck, as its index in STANDARD_HANDS, or
 * STANDARD_HANDS.length when it pays nothing. Takes the cards as arguments: it runs for each of
 * the 2,598,960 hands when the odds tables are built.
 */
export function standardHand(a: number, b: number, c: number, d: number, e: number): number {
  const ranks = [rankOf(a), rankOf(b), rankOf(c), rankOf(d), rankOf(e)];
  const suit = suitOf(a);
  const flush = suitOf(b) === suit && suitOf(c) === suit && suitOf(d) === suit && suitOf(e) === suit;
  let mask = 0;
  let most = 0;
  let pairs = 0;
  let mostRank = 0;
  for (const rank of ranks) {
    mask |= 1 << rank;
    counts[rank] = counts[rank]! + 1;
  }
  for (const rank of ranks) {
    const count = counts[rank]!;
    if (count > most || (count === most && rank > mostRank)) [most, mostRank] = [count, rank];
    if (count === 2) pairs += 1; // each pair is met twice
  }
  for (const rank of ranks) counts[rank] = 0;

  if (most === 1) {
    const straight = FITS_STRAIGHT[mask] === 1;
    if (straight && flush) return mask === ROYAL_RANKS ? 0 : 1;
    if (flush) return 7;
    if (straight) return 8;
    return STANDARD_HANDS.length;
  }
  if (most === 4) return mostRank === ACE ? 2 : mostRank >= JACK ? 3 : mostRank >= FIVE ? 4 : 5;
  if (most === 3) return pairs > 0 ? 6 : 9;
  if (pairs === 4) return 10;
  return mostRank >= JACK ? 11 : STANDARD_HANDS.length;
}

/** The hand five cards make with deuces wild, as its index in DEUCES_HANDS, or DEUCES_HANDS.length. */
export function deucesHand(a: number, b: number, c: number, d: number, e: number): number {
  let wild = 0;
  let mask = 0;
  let most = 0;
  let suit = -1;
  let suited = true;
  for (const card of [a, b, c, d, e]) {
    const rank = rankOf(card);
    if (rank === 0) {
      wild += 1;
      continue;
    }
    mask |= 1 << rank;
    counts[rank] = counts[rank]! + 1;
    if (counts[rank]! > most) most = counts[rank]!;
    if (suit === -1) suit = suitOf(card);
    else if (suitOf(card) !== suit) suited = false;
  }
  for (const card of [a, b, c, d, e]) counts[rankOf(card)] = 0;

  if (wild === 4) return 1;
  const distinct = countBits(mask);
  const straight = most === 1 && FITS_STRAIGHT[mask] === 1;
  const royal = most === 1 && (mask & ~ROYAL_RANKS) === 0;
  if (suited && royal) return wild === 0 ? 0 : 2;
  if (most + wild === 5) return 3;
  if (suited && straight) return 4;
  if (most + wild === 4) return 5;
  // Two ranks left: a natural full house, or two pair and a deuce.
  if (distinct === 2) return 6;
  if (suited) return 7;
  if (straight) return 8;
  if (most + wild === 3) return 9;
  return DEUCES_HANDS.length;
}

function countBits(mask: number): number {
  let bits = 0;
  for (let rest = mask; rest; rest &= rest - 1) bits += 1;
  return bits;
}
