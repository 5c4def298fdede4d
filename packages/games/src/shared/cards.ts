/**
 * Playing cards of every card family. A card is an integer 0–51: rank × 4 + suit, rank 0 is a two and
 * 12 an ace, suits clubs, diamonds, hearts, spades. Players see two-character codes: rank (2–9, T, J, Q, K, A) then suit (c, d, h, s).
 */
export const DECK_SIZE = 52;
export const HAND_SIZE = 5;

const RANKS = '23456789TJQKA';
const SUITS = 'cdhs';

export const rankOf = (card: number) => card >> 2;
export const suitOf = (card: number) => card & 3;

export function cardCode(card: number): string {
  return RANKS[rankOf(card)]! + SUITS[suitOf(card)]!;
}

/** The card a code names ("Ah", "Tc"), or undefined for anything else. */
export function cardOf(code: string): number | undefined {
  if (typeof code !== 'string' || code.length !== 2) return undefined;
  const rank = RANKS.indexOf(code[0]!);
  const suit = SUITS.indexOf(code[1]!);
  return rank < 0 || suit < 0 ? undefined : rank * 4 + suit;
}

/** Cards from codes, for tests and tools; throws on a code that names no card. */
export function cards(codes: string): number[] {
  return codes
    .split(/\s+/)
    .filter(Boolean)
    .map((code) => {
      const card = cardOf(code);
      if (card === undefined) throw new Error(`not a card: ${code}`);
      return card;
    });
}
