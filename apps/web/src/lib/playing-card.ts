export type Suit = 'c' | 'd' | 'h' | 's';

const SUIT_SYMBOLS: Record<Suit, string> = { c: '♣', d: '♦', h: '♥', s: '♠' };

/**
 * A card code ("Th": rank 2–9, T, J, Q, K, A, then suit c, d, h, s) as it is drawn: "10" and ♥, red or
 * black, and whether it is a wild deuce (on a Deuces Wild deck).
 */
export function cardFace(code: string, deck: 'standard' | 'deucesWild' = 'standard') {
  const rank = code[0] === 'T' ? '10' : (code[0] ?? '');
  const suit = code[1] as Suit;
  return {
    rank,
    suit,
    symbol: SUIT_SYMBOLS[suit] ?? '',
    isRed: suit === 'd' || suit === 'h',
    isWild: deck === 'deucesWild' && rank === '2',
  };
}

/** "10♥": the card as a short text. */
export const cardLabel = (code: string) => {
  const face = cardFace(code);
  return `${face.rank}${face.symbol}`;
};
