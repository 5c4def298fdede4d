/**
 * Five-card poker hands, best first, for games that take the best five of more cards (hold'em: the best five
 * of seven). A list of words with no code: the play contract names the hands with it too.
 */
export const POKER_HANDS = [
  'royalFlush',
  'straightFlush',
  'fourOfAKind',
  'fullHouse',
  'flush',
  'straight',
  'threeOfAKind',
  'twoPair',
  'pair',
  'highCard',
] as const;
export type PokerHand = (typeof POKER_HANDS)[number];
