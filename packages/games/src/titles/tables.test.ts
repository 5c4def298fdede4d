import { describe, expect, it } from 'vitest';
import { diceTargetMath } from '../families/dice/rtp';
import { minesStrategyMath } from '../families/mines/rtp';
import { MAX_ROWS, MIN_ROWS, PLINKO_RISKS } from '../families/plinko/plinko';
import { toTenThousandths } from '../shared/stakes';
import { plinkoBoardMath } from '../families/plinko/rtp';
import { rouletteSpotMath } from '../families/roulette/rtp';
import { scratchMath } from '../families/scratch/rtp';
import { MIN_SYMBOLS } from '../families/scratch/scratch';
import { TABLE_TITLES, type TableTitle } from './tables';

/** Every exact RTP a title can return, one per choice the player has (spot, target, strategy, board). */
function exactRtps(title: TableTitle): number[] {
  switch (title.family) {
    case 'roulette':
      return rouletteSpotMath(title.config).map(({ rtp }) => rtp);
    case 'dice':
      return diceTargetMath(title.config).map(({ rtp }) => rtp);
    case 'mines':
      return minesStrategyMath(title.config).map(({ rtp }) => rtp);
    case 'plinko':
      return plinkoBoardMath(title.config).map(({ rtp }) => rtp);
    case 'scratch':
      return [scratchMath(title.config).rtp];
  }
}

describe.each(Object.entries(TABLE_TITLES))('%s', (_key, title: TableTitle) => {
  it(`returns its configured ${title.rtp} % within ±0.05 pp for every choice a player can make`, () => {
    const rtps = exactRtps(title).map((rtp) => rtp * 100);
    expect(rtps.length).toBeGreaterThan(0);
    expect(title.rtp).toMatch(/^\d\d\.\d\d$/);
    expect(Math.min(...rtps)).toBeGreaterThanOrEqual(Number(title.rtp) - 0.05);
    expect(Math.max(...rtps)).toBeLessThanOrEqual(Number(title.rtp) + 0.05);
  });
});

describe('plinko boards', () => {
  const plinkoTitles = Object.values(TABLE_TITLES).filter((title) => title.family === 'plinko');

  it('offer rows 8 to 16 at every risk, half a board from the edge to the middle, the edges paying most', () => {
    for (const { config } of plinkoTitles) {
      for (let rows = MIN_ROWS; rows <= MAX_ROWS; rows += 1) {
        for (const risk of PLINKO_RISKS) {
          const half = config.tables[rows]![risk];
          expect(half).toHaveLength(Math.floor(rows / 2) + 1);
          expect(half.every((multiplier, slot) => multiplier > 0 && (slot === 0 || multiplier <= half[slot - 1]!))).toBe(true);
          expect(half.every((multiplier) => toTenThousandths(multiplier) / 10_000 === multiplier)).toBe(true);
        }
      }
    }
  });
});

describe('scratch prize tables', () => {
  const scratchTitles = Object.values(TABLE_TITLES).filter((title) => title.family === 'scratch');

  it('weigh 2^20 in all, pay whole stakes and have enough distinct symbols for a grid', () => {
    for (const { config } of scratchTitles) {
      const weights = [config.loseWeight, ...config.prizes.map((prize) => prize.weight)];
      expect(weights.every((weight) => Number.isInteger(weight) && weight > 0)).toBe(true);
      expect(weights.reduce((a, b) => a + b)).toBe(2 ** 20);
      expect(config.prizes.every((prize) => Number.isInteger(prize.multiplier) && prize.multiplier >= 1)).toBe(true);
      expect(new Set(config.prizes.map((prize) => prize.symbol)).size).toBe(config.prizes.length);
      expect(config.prizes.length).toBeGreaterThanOrEqual(MIN_SYMBOLS);
    }
  });
});
