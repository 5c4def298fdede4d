import { describe, expect, it } from 'vitest';
import { bingoRows } from './bingo-card';

describe('a bingo card', () => {
  it('is laid out in rows from its columns, the free centre as 0', () => {
    const ticket = [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 46, 47, 48, 49, 50, 61, 62, 63, 64, 65];
    expect(bingoRows(ticket)).toEqual([
      [1, 16, 31, 46, 61],
      [2, 17, 32, 47, 62],
      [3, 18, 0, 48, 63],
      [4, 19, 33, 49, 64],
      [5, 20, 34, 50, 65],
    ]);
  });
});
