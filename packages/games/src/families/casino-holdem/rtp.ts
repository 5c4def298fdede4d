import { DECK_SIZE } from '../../shared/cards';
import { ratio, type Rational } from '../../shared/rational';
import { AA_BONUS_HANDS, aaBonusHandOf, type AaBonusHand, type HoldemConfig } from './casino-holdem';

// The math of Casino Hold'em. The AA bonus pays on the player's two cards and the flop, whatever the
// player decides, so its return is exact: every one of the C(52,5) = 2,598,960 five-card hands, counted
// once. The ante and call under a call-or-fold strategy would need every flop met with every turn, river
// and dealer hand (a million showdowns per decision), so their return is measured: a seeded simulation of
// the family's strategy through the engine (simulate.ts, the bench), recorded below with its 99 % interval.

const FIVE_CARD_HANDS = 2_598_960;

let countsCache: Record<AaBonusHand, number> | undefined;

/** How many of the 2,598,960 five-card hands are each AA bonus hand, enumerated once. */
export function aaBonusHandCounts(): Record<AaBonusHand, number> {
  if (countsCache) return countsCache;
  const counts = Object.fromEntries(AA_BONUS_HANDS.map((hand) => [hand, 0])) as Record<AaBonusHand, number>;
  const five = [0, 0, 0, 0, 0];
  for (let a = 0; a < DECK_SIZE; a += 1)
    for (let b = a + 1; b < DECK_SIZE; b += 1)
      for (let c = b + 1; c < DECK_SIZE; c += 1)
        for (let d = c + 1; d < DECK_SIZE; d += 1)
          for (let e = d + 1; e < DECK_SIZE; e += 1) {
            five[0] = a;
            five[1] = b;
            five[2] = c;
            five[3] = d;
            five[4] = e;
            const hand = aaBonusHandOf(five);
            if (hand) counts[hand] += 1;
          }
  countsCache = counts;
  return counts;
}

/**
 * The same counts as constants (the tests enumerate them again): the game client's session states the AA
 * bonus's return, and two seconds of enumeration on a launch would hold up every other request.
 */
export const AA_BONUS_HAND_COUNTS: Readonly<Record<AaBonusHand, number>> = {
  royalFlush: 4,
  straightFlush: 36,
  fourOfAKind: 624,
  fullHouse: 3_744,
  flush: 5_108,
  straight: 10_200,
  threeOfAKind: 54_912,
  twoPair: 123_552,
  pairOfAces: 84_480,
};

/** The AA bonus's exact return: Σ count(hand) × (1 + pay) / 2,598,960. */
export function aaBonusRtp(config: HoldemConfig): Rational {
  const returned = AA_BONUS_HANDS.reduce(
    (total, hand) => total + BigInt(AA_BONUS_HAND_COUNTS[hand]) * BigInt(1 + config.aaBonus[hand]),
    0n,
  );
  return ratio(returned, BigInt(FIVE_CARD_HANDS));
}

/**
 * The ante and call's return per unit of the ante under the family's strategy, as the bench measured it:
 * 10,000,000 rounds per ante table, seed 0xc401, through the engine (`npm run bench`, casino-holdem-math).
 * Percentages; the interval is 99 %. A table not recorded here has no stated figure: run the bench.
 */
export const RECORDED_ANTE_RTPS: readonly { ante: HoldemConfig['ante']; rounds: number; rtp: number; low99: number; high99: number }[] = [
  // Casino Hold'em: the common table (the published optimal-play figure is 97.84).
  {
    ante: { royalFlush: 100, straightFlush: 20, fourOfAKind: 10, fullHouse: 3, flush: 2 },
    rounds: 10_000_000,
    rtp: 97.0792,
    low99: 96.8669,
    high99: 97.2915,
  },
  // Oak Table Poker.
  {
    ante: { royalFlush: 25, straightFlush: 25, fourOfAKind: 12, fullHouse: 3, flush: 2 },
    rounds: 10_000_000,
    rtp: 97.2667,
    low99: 97.0572,
    high99: 97.4763,
  },
  // Saloon Stakes.
  {
    ante: { royalFlush: 50, straightFlush: 10, fourOfAKind: 8, fullHouse: 3, flush: 2 },
    rounds: 10_000_000,
    rtp: 96.3574,
    low99: 96.1515,
    high99: 96.5633,
  },
];

const sameTable = (a: HoldemConfig['ante'], b: HoldemConfig['ante']) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** The recorded return of this ante table, or an error naming the bench to run. */
export function recordedAnteRtp(config: HoldemConfig) {
  const recorded = RECORDED_ANTE_RTPS.find((entry) => sameTable(entry.ante, config.ante));
  if (!recorded) throw new Error(`no recorded ante return for ${JSON.stringify(config.ante)}: run casino-holdem-math.bench.ts`);
  return recorded;
}
