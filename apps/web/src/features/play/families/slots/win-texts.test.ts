import { describe, expect, it } from 'vitest';
import { bannerOf, showcaseText } from './win-texts';

const spin = (freeSpin: number, freeSpinsAwarded: number) => ({
  freeSpin,
  freeSpinsTotal: 10,
  multiplier: freeSpin > 0 ? 2 : 1,
  stops: [0, 0, 0, 0, 0],
  window: [],
  wins: [],
  scatter: { count: 0, positions: [], amount: '0' },
  freeSpinsAwarded,
  win: '0',
  total: '0',
});
const round = (steps: ReturnType<typeof spin>[]) =>
  ({ id: 'r1', family: 'slots', status: 'settled', stake: '1.00', win: '12.00', steps }) as unknown as Parameters<typeof bannerOf>[0];

describe('the reels banner', () => {
  it('announces the free spins a spin awards, with the feature multiplier, and more of them during the feature', () => {
    const feature = round([spin(0, 10), spin(1, 5), spin(2, 0)]);
    expect(bannerOf(feature, 0, 'win', 'EUR', 3)).toEqual({ kind: 'feature', spins: 10, multiplier: 3, retrigger: false });
    expect(bannerOf(feature, 1, 'win', 'EUR', 3)).toMatchObject({ kind: 'feature', spins: 5, retrigger: true });
  });

  it("ends a feature with its total, unless the round's win is big or mega", () => {
    const feature = round([spin(0, 10), spin(1, 0)]);
    expect(bannerOf(feature, 1, 'win', 'EUR', 2)).toMatchObject({ kind: 'featureEnd' });
    expect(bannerOf(feature, 1, 'mega', 'EUR', 2)).toMatchObject({ kind: 'mega' });
  });

  it('celebrates only big and mega tiers on a plain spin: nothing for a win below 10x or a return', () => {
    expect(bannerOf(round([spin(0, 0)]), 0, 'big', 'EUR', 2)).toMatchObject({ kind: 'big' });
    for (const tier of ['win', 'return', 'none'] as const) expect(bannerOf(round([spin(0, 0)]), 0, tier, 'EUR', 2)).toBeNull();
  });
});

describe('the winning combination on show', () => {
  const symbols = new Map([
    ['C', { symbol: { id: 'C', name: 'Cherry', kind: 'regular' as const } }],
    ['S', { symbol: { id: 'S', name: 'Spotlight', kind: 'scatter' as const } }],
  ]);
  const item = { cells: [], line: null, lineNumber: null, symbol: 'C', count: 4, ways: 6, amount: '0.40' };

  it('names the line, the count and the symbol', () => {
    expect(showcaseText({ ...item, lineNumber: 3 }, symbols, 'EUR')).toMatch(/^Line 3: 4 × Cherry pays .*0\.40/);
  });

  it('names the ways of a ways win, and no line or ways for a scatter', () => {
    expect(showcaseText(item, symbols, 'EUR')).toMatch(/^4 × Cherry on 6 ways pays/);
    expect(showcaseText({ ...item, symbol: 'S', count: 3 }, symbols, 'EUR')).toMatch(/^3 × Spotlight pays/);
  });
});
