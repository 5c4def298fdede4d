import { describe, expect, it } from 'vitest';
import { toTenThousandths } from '../../shared/stakes';
import { MAX_ROWS, MIN_ROWS, PLINKO_RISKS } from './plinko';
import { plinkoBoardMath } from './rtp';
import { PLINKO_TITLES, type PlinkoTitle } from './titles';

describe.each(Object.entries(PLINKO_TITLES))('%s', (_key, title: PlinkoTitle) => {
  it(`returns its configured ${title.rtp} % within ±0.05 pp for every choice a player can make`, () => {
    const rtps = plinkoBoardMath(title.config).map(({ rtp }) => rtp * 100);
    expect(rtps.length).toBeGreaterThan(0);
    expect(title.rtp).toMatch(/^\d\d\.\d\d$/);
    expect(Math.min(...rtps)).toBeGreaterThanOrEqual(Number(title.rtp) - 0.05);
    expect(Math.max(...rtps)).toBeLessThanOrEqual(Number(title.rtp) + 0.05);
  });
});

describe('plinko boards', () => {
  const plinkoTitles = Object.values(PLINKO_TITLES);

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
