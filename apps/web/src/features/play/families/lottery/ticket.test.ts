import { describe, expect, it } from 'vitest';
import { multipleLabel, payRows, randomPicks, togglePick, type LotteryView } from './ticket';

const keno: LotteryView = {
  family: 'lottery',
  game: 'keno',
  numbers: 40,
  drawn: 10,
  payTables: [
    { picks: 1, pays: [0, 3.8] },
    { picks: 2, pays: [0, 1, 9.8] },
    { picks: 3, pays: [0, 0, 2.5, 50] },
  ],
};

describe('the lottery ticket', () => {
  it('shows the paying rows of the table for the count picked, most hits first', () => {
    expect(payRows(keno, 2)).toEqual([
      { hits: 2, pays: 9.8 },
      { hits: 1, pays: 1 },
    ]);
    expect(payRows(keno, 0)).toEqual([]);
    expect(payRows(keno, 4)).toEqual([]);
  });

  it('adds a tapped number while there is room, and lets a picked one go', () => {
    expect(togglePick(keno, [5], 9)).toEqual([5, 9]);
    expect(togglePick(keno, [5, 9], 5)).toEqual([9]);
    expect(togglePick(keno, [1, 2, 3], 4)).toEqual([1, 2, 3]);
  });

  it('picks distinct numbers at random: the count picked, or the most when none are', () => {
    const first = () => 0;
    expect(randomPicks(keno, 2, first)).toEqual([1, 2]);
    expect(randomPicks(keno, 0, first)).toEqual([1, 2, 3]);
    const last = () => 0.999;
    expect(randomPicks(keno, 3, last)).toEqual([38, 39, 40]);
  });

  it('writes multiples without trailing zeros', () => {
    expect([2.5, 3.804, 100000, 0.7].map(multipleLabel)).toEqual(['×2.5', '×3.804', '×100,000', '×0.7']);
  });
});
