import { describe, expect, it } from 'vitest';
import { MIN_SYMBOLS } from './scratch';
import { scratchMath } from './rtp';
import { SCRATCH_TITLES, type ScratchTitle } from './titles';

describe.each(Object.entries(SCRATCH_TITLES))('%s', (_key, title: ScratchTitle) => {
  it(`returns its configured ${title.rtp} % within ±0.05 pp for every choice a player can make`, () => {
    const rtps = [scratchMath(title.config).rtp * 100];
    expect(rtps.length).toBeGreaterThan(0);
    expect(title.rtp).toMatch(/^\d\d\.\d\d$/);
    expect(Math.min(...rtps)).toBeGreaterThanOrEqual(Number(title.rtp) - 0.05);
    expect(Math.max(...rtps)).toBeLessThanOrEqual(Number(title.rtp) + 0.05);
  });
});

describe('scratch prize tables', () => {
  const scratchTitles = Object.values(SCRATCH_TITLES);

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
