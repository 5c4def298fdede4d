import { describe, expect, it } from 'vitest';
import { feltPlace } from './felt';

describe('chips on the felt', () => {
  it('puts a straight-up chip on its number', () => {
    expect(feltPlace({ kind: 'straight', numbers: [17] })).toEqual({ anchor: 17, dx: 0, dy: 0 });
    expect(feltPlace({ kind: 'straight', numbers: [0] })).toEqual({ anchor: 0, dx: 0, dy: 0 });
  });

  it('puts a split on the line between its two numbers, across or up the table', () => {
    // 17 and 20 lie side by side; 17 and 18 one above the other (18 is higher up its column).
    expect(feltPlace({ kind: 'split', numbers: [17, 20] })).toEqual({ anchor: 17, dx: 0.5, dy: 0 });
    expect(feltPlace({ kind: 'split', numbers: [17, 18] })).toEqual({ anchor: 17, dx: 0, dy: -0.5 });
  });

  it('puts a corner where its four numbers meet, and a street or six line at the foot of the table', () => {
    expect(feltPlace({ kind: 'corner', numbers: [1, 2, 4, 5] })).toEqual({ anchor: 1, dx: 0.5, dy: -0.5 });
    expect(feltPlace({ kind: 'street', numbers: [4, 5, 6] })).toEqual({ anchor: 4, dx: 0, dy: 0.5 });
    expect(feltPlace({ kind: 'sixLine', numbers: [4, 5, 6, 7, 8, 9] })).toEqual({ anchor: 4, dx: 0.5, dy: 0.5 });
  });

  it('leaves outside bets to their own boxes', () => {
    expect(feltPlace({ kind: 'red' })).toBeNull();
    expect(feltPlace({ kind: 'dozen', which: 2 })).toBeNull();
  });
});
