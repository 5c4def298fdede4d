import { describe, expect, it } from 'vitest';
import { cardFace, cardLabel } from './playing-card';

describe('cardFace', () => {
  it('reads rank and suit, red or black, and marks deuces wild only on a deuces deck', () => {
    expect(cardFace('Th', 'standard')).toEqual({ rank: '10', suit: 'h', symbol: '♥', isRed: true, isWild: false });
    expect(cardFace('As', 'standard')).toMatchObject({ rank: 'A', symbol: '♠', isRed: false });
    expect(cardFace('2c', 'standard').isWild).toBe(false);
    expect(cardFace('2c', 'deucesWild')).toMatchObject({ rank: '2', symbol: '♣', isWild: true });
  });
});

describe('cardLabel', () => {
  it('writes a card as rank and suit symbol', () => {
    expect(['Th', 'Ac', '2d', 'Qs'].map(cardLabel)).toEqual(['10♥', 'A♣', '2♦', 'Q♠']);
  });
});
