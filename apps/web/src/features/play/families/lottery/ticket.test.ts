import { describe, expect, it } from 'vitest';
import { hitsLabel, multipleLabel, payRows, randomPicks, togglePick, type LotteryView } from './ticket';

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
      { fewest: 2, most: 2, pays: 9.8 },
      { fewest: 1, most: 1, pays: 1 },
    ]);
    expect(payRows(keno, 0)).toEqual([]);
    expect(payRows(keno, 4)).toEqual([]);
  });

  it('shows a run of equal pays as one row', () => {
    const bingo: LotteryView = { ...keno, game: 'bingo', payTables: [{ picks: 5, pays: [0, 0.5, 2, 9, 9, 9] }] };
    const rows = payRows(bingo, 5);
    expect(rows).toEqual([
      { fewest: 3, most: 5, pays: 9 },
      { fewest: 2, most: 2, pays: 2 },
      { fewest: 1, most: 1, pays: 0.5 },
    ]);
    expect(rows.map(hitsLabel)).toEqual(['3–5', '2', '1']);
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
