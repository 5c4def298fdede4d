import { rankOf, suitOf } from '../../shared/cards';

/** Three-card hands, best first. A straight beats a flush: with three cards it is the rarer hand. */
export const THREE_CARD_HANDS = ['straightFlush', 'threeOfAKind', 'straight', 'flush', 'pair', 'highCard'] as const;
export type ThreeCardHand = (typeof THREE_CARD_HANDS)[number];

const CATEGORY: Record<ThreeCardHand, number> = { highCard: 0, pair: 1, flush: 2, straight: 3, threeOfAKind: 4, straightFlush: 5 };
const HAND_OF_CATEGORY = Object.fromEntries(Object.entries(CATEGORY).map(([hand, category]) => [category, hand])) as Record<
  number,
  ThreeCardHand
>;

const QUEEN = 10;
const ACE = 12;

/**
 * A hand's strength as one integer (higher wins, equal ties): the category, then the ranks that break a
 * tie inside it, 4 bits each. Straights compare by their top card, A-2-3 being the lowest (its top is the
 * three) and Q-K-A the highest; pairs by the pair, then the kicker; the rest by their cards high to low.
 */
export function handValue(hand: readonly number[]): number {
  const ranks = hand.map(rankOf).sort((a, b) => b - a) as [number, number, number];
  const [high, middle, low] = ranks;
  const isFlush = suitOf(hand[0]!) === suitOf(hand[1]!) && suitOf(hand[1]!) === suitOf(hand[2]!);
  const isWheel = high === ACE && middle === 1 && low === 0;
  const isStraight = (high === middle + 1 && middle === low + 1) || isWheel;
  const value = (category: number, a: number, b = 0, c = 0) => (category << 12) | (a << 8) | (b << 4) | c;
  if (isStraight) return value(isFlush ? CATEGORY.straightFlush : CATEGORY.straight, isWheel ? 1 : high);
  if (high === low) return value(CATEGORY.threeOfAKind, high);
  if (high === middle) return value(CATEGORY.pair, high, low);
  if (middle === low) return value(CATEGORY.pair, middle, high);
  return value(isFlush ? CATEGORY.flush : CATEGORY.highCard, high, middle, low);
}

export const handOfValue = (value: number): ThreeCardHand => HAND_OF_CATEGORY[value >> 12]!;

/** The dealer plays on with queen-high or better. */
export const QUALIFYING_VALUE = QUEEN << 8;

/** The weakest hand worth playing rather than folding, Q-6-4 (rtp.ts proves it by enumeration). */
export const PLAY_FROM_VALUE = (QUEEN << 8) | (4 << 4) | 2;
