import { describe, expect, it } from 'vitest';
import { restingWindow, slotStake, winningCells } from './window';

describe('slot window helpers', () => {
  it('rests on the first three stops of each strip', () => {
    expect(restingWindow(['ABCD', 'EF'])).toEqual([
      ['A', 'B', 'C'],
      ['E', 'F', 'E'],
    ]);
  });

  it('marks the cells of line wins and of a paying scatter', () => {
    const step = {
      wins: [
        {
          line: 0,
          symbol: 'A',
          count: 3,
          ways: 1,
          amount: '1.00',
          positions: [
            [0, 1],
            [1, 1],
            [2, 1],
          ] as [number, number][],
        },
      ],
      scatter: {
        count: 3,
        positions: [
          [0, 0],
          [2, 2],
          [4, 0],
        ] as [number, number][],
        amount: '2.00',
      },
    };
    expect([...winningCells(step as never)].sort()).toEqual(['0:0', '0:1', '1:1', '2:1', '2:2', '4:0']);
  });

  it('stakes coin × lines, or coin × coins for 243 ways', () => {
    expect(slotStake(5n, { kind: 'lines', paylines: Array.from({ length: 20 }) })).toBe(100n);
    expect(slotStake(5n, { kind: 'ways', coins: 25 })).toBe(125n);
  });
});
