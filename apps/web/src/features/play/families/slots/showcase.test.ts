import { describe, expect, it } from 'vitest';
import { winShowcase } from './showcase';

const step = {
  freeSpin: 0,
  freeSpinsTotal: 0,
  multiplier: 1,
  stops: [0, 0, 0, 0, 0],
  window: [
    ['A', 'S', 'B'],
    ['A', 'B', 'B'],
    ['A', 'C', 'S'],
    ['C', 'C', 'C'],
    ['S', 'B', 'C'],
  ],
  wins: [
    {
      line: 2,
      symbol: 'A',
      count: 3,
      ways: 1,
      amount: '0.50',
      positions: [
        [0, 0],
        [1, 0],
        [2, 0],
      ] as [number, number][],
    },
  ],
  scatter: {
    count: 3,
    positions: [
      [0, 1],
      [2, 2],
      [4, 0],
    ] as [number, number][],
    amount: '1.00',
  },
  freeSpinsAwarded: 10,
  win: '1.50',
  total: '1.50',
};
const lines = {
  kind: 'lines' as const,
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [0, 0, 1, 2, 2],
  ],
};

describe('the wins shown in turn', () => {
  it('draws a line win along its whole payline, numbered from one', () => {
    const [first] = winShowcase(step, lines);
    expect(first).toMatchObject({
      lineNumber: 3,
      symbol: 'A',
      count: 3,
      amount: '0.50',
      cells: [
        [0, 0],
        [1, 0],
        [2, 0],
      ],
    });
    expect(first!.line).toEqual([
      [0, 0],
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 2],
    ]);
  });

  it('shows a paying scatter last, by its symbol and cells, with no line', () => {
    const items = winShowcase(step, lines);
    expect(items).toHaveLength(2);
    expect(items[1]).toMatchObject({ symbol: 'S', count: 3, amount: '1.00', line: null, lineNumber: null });
    expect(items[1]!.cells).toEqual(step.scatter.positions);
  });

  it('draws no line for a ways win, and leaves out a scatter that paid nothing', () => {
    const ways = { ...step, wins: [{ ...step.wins[0]!, line: null, ways: 2 }], scatter: { ...step.scatter, amount: '0' } };
    const items = winShowcase(ways, { kind: 'ways', coins: 25 });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ line: null, lineNumber: null, ways: 2 });
  });
});
