import { rankOf, suitOf } from '../../shared/cards';
import { bestHandValue } from '../../shared/poker-hands';

const ACE = 12;
const PAIR_CATEGORY = 1;
const TWO_PAIR_CATEGORY = 2;

const FIVE = 3;
const SEVEN = 5;
const NINE = 7;
const JACK = 9;

/**
 * The family's call-or-fold strategy on the player's two cards and the flop. Calling risks two antes to
 * save one, so it folds only hands that lose more than one ante on average when called: it calls any pair
 * the player's own cards make (a pocket pair or a card matching the flop) and every better hand, four to a
 * flush, an open-ended straight draw, a jack or better among the player's cards, a nine or ten with a
 * seven or better beside it, and four to an inside straight with a five or better; it folds the rest
 * (about one hand in five, as the optimal strategy does). The rules come from the call's measured return
 * by kind of hand; the bench measures the strategy's return (rtp.ts records it), and the client shows it
 * as the hint.
 */
export function shouldCall(hole: readonly number[], flop: readonly number[]): boolean {
  const five = [...hole, ...flop];
  const category = bestHandValue(five) >> 20;
  if (category >= TWO_PAIR_CATEGORY) return true;
  const [high, low] = hole.map(rankOf).sort((a, b) => b - a) as [number, number];
  const flopRanks = flop.map(rankOf);
  if (category === PAIR_CATEGORY && (high === low || flopRanks.includes(high) || flopRanks.includes(low))) return true;
  const suits = [0, 0, 0, 0];
  for (const card of five) suits[suitOf(card)]! += 1;
  if (hole.some((card) => suits[suitOf(card)]! >= 4)) return true;
  let mask = 0;
  for (const card of five) mask |= 1 << rankOf(card);
  if (isOpenEnded(mask)) return true;
  if (high >= JACK || (high >= NINE && low >= SEVEN)) return true;
  return high >= FIVE && isFourToStraight(mask);
}

/** Four ranks in a row that a card at either end completes (not A-K-Q-J, not A-2-3-4). */
function isOpenEnded(mask: number): boolean {
  for (let low = 0; low + 3 < ACE; low += 1) if (((mask >> low) & 0xf) === 0xf) return true;
  return false;
}

/** Four of the five ranks of some straight (the ace also low). */
function isFourToStraight(mask: number): boolean {
  const extended = (mask << 1) | ((mask >> ACE) & 1);
  for (let low = 0; low <= 9; low += 1) {
    let held = 0;
    for (let rank = low; rank < low + 5; rank += 1) if (extended & (1 << rank)) held += 1;
    if (held >= 4) return true;
  }
  return false;
}
