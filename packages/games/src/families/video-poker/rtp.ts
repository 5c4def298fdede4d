import { ratio, type Rational } from '../../shared/rational';
import { DECK_SIZE, HAND_SIZE, rankOf, suitOf } from '../../shared/cards';
import { choose, EV_SCALE, holdValues, oddsTables, type OddsTables } from './odds';
import { payTableOf, type VideoPokerConfig } from './pay-table';

export type OptimalHold = {
  /** hold[i]: keep the i-th dealt card. */
  hold: boolean[];
  /** The expected multiple of the stake after the draw. */
  ev: number;
  /** Every hold's expected multiple, by mask (bit i: keep the i-th dealt card). */
  evs: number[];
};

/**
 * The hold with the highest expected pay for five dealt cards, computed exactly. Between holds of
 * the same expectation the one with the lowest mask wins (bit i set: the i-th dealt card is held),
 * so a deal always gets the same hint. The first call for a pay table builds its odds tables
 * (about a second); every call after is well under a millisecond.
 */
export function optimalHold(config: VideoPokerConfig, dealt: readonly number[]): OptimalHold {
  if (dealt.length !== HAND_SIZE || new Set(dealt).size !== HAND_SIZE || dealt.some((card) => !isCard(card)))
    throw new Error('a deal is five different cards');
  const tables = oddsTables(payTableOf(config));
  // The odds tables want ascending cards; order[j] is where the j-th lowest card was dealt.
  const order = [0, 1, 2, 3, 4].sort((a, b) => dealt[a]! - dealt[b]!);
  const values = new Float64Array(32);
  holdValues(
    tables,
    Int32Array.from(order, (i) => dealt[i]!),
    new Float64Array(32),
    values,
  );
  const evs = new Array<number>(32);
  for (let sortedMask = 0; sortedMask < 32; sortedMask += 1) {
    let mask = 0;
    for (let j = 0; j < HAND_SIZE; j += 1) if (sortedMask & (1 << j)) mask |= 1 << order[j]!;
    evs[mask] = values[sortedMask]!;
  }
  let best = 0;
  for (let mask = 1; mask < 32; mask += 1) if (evs[mask]! > evs[best]!) best = mask;
  return {
    hold: [0, 1, 2, 3, 4].map((i) => (best & (1 << i)) !== 0),
    ev: evs[best]! / EV_SCALE,
    evs: evs.map((value) => value / EV_SCALE),
  };
}

/** Builds a config's odds tables ahead of the first hint (about a second), e.g. when a server starts. */
export function prepareOptimalHold(config: VideoPokerConfig): void {
  oddsTables(payTableOf(config));
}

const isCard = (card: number) => Number.isInteger(card) && card >= 0 && card < DECK_SIZE;

export type VideoPokerMath = {
  /** The return under optimal play: Σ over deals of the best hold's expected pay, over C(52, 5) deals. */
  rtp: Rational;
};

/**
 * The exact return of a pay table when every one of the 2,598,960 deals is held optimally. Each
 * hold's expectation times EV_SCALE is an integer, so the sum is exact; it is carried in a double
 * per highest card (each stays far below 2^53) and summed as a bigint.
 */
export function videoPokerMath(config: VideoPokerConfig): VideoPokerMath {
  const table = payTableOf(config);
  let math = proven.get(table.key);
  if (!math) {
    math = optimalReturn(oddsTables(table));
    proven.set(table.key, math);
  }
  return math;
}

/** Each pay table's math, kept for the process: the catalogue and the session state it. */
const proven = new Map<string, VideoPokerMath>();

/**
 * How many deals a deal stands for under the 24 ways of renaming the suits, given its ranks per suit
 * (13-bit masks) in descending order; equal masks are adjacent, and a run of k equal ones divides by k!.
 */
function suitRenamings(masks: Int32Array): number {
  let renamings = 24;
  let run = 1;
  for (let suit = 1; suit < 4; suit += 1) {
    run = masks[suit] === masks[suit - 1] ? run + 1 : 1;
    renamings /= run;
  }
  return renamings;
}

/**
 * Every deal's best hold, where renaming the suits changes neither the hands nor what a hold
 * expects (deuces are wild whatever their suit): only the deals whose ranks per suit come in
 * descending order are held, each counted for all the deals it stands for, about a nineteenth of them.
 */
function optimalReturn(tables: OddsTables): VideoPokerMath {
  const hand = new Int32Array(HAND_SIZE);
  const masks = new Int32Array(4);
  const ranks = new Float64Array(32);
  const values = new Float64Array(32);
  let total = 0n;
  let deals = 0;
  for (let e = 4; e < DECK_SIZE; e += 1) {
    let part = 0;
    for (let d = 3; d < e; d += 1)
      for (let c = 2; c < d; c += 1)
        for (let b = 1; b < c; b += 1)
          for (let a = 0; a < b; a += 1) {
            hand[0] = a;
            hand[1] = b;
            hand[2] = c;
            hand[3] = d;
            hand[4] = e;
            masks.fill(0);
            for (const card of hand) masks[suitOf(card)]! |= 1 << rankOf(card);
            if (masks[0]! < masks[1]! || masks[1]! < masks[2]! || masks[2]! < masks[3]!) continue;
            const renamings = suitRenamings(masks);
            holdValues(tables, hand, ranks, values);
            let best = 0;
            for (let mask = 1; mask < 32; mask += 1) if (values[mask]! > values[best]!) best = mask;
            part += values[best]! * renamings;
            deals += renamings;
          }
    if (!Number.isSafeInteger(part)) throw new Error('the exact sum left the safe integers');
    total += BigInt(part);
  }
  const allDeals = choose(DECK_SIZE, HAND_SIZE);
  if (deals !== allDeals) throw new Error(`the deals held stand for ${deals} deals, not ${allDeals}`);
  return { rtp: ratio(total, BigInt(EV_SCALE) * BigInt(allDeals)) };
}
