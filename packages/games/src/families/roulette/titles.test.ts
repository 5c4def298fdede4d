import { describe, expect, it } from 'vitest';
import { rouletteSpotMath } from './rtp';
import { ROULETTE_TITLES, type RouletteTitle } from './titles';

describe.each(Object.entries(ROULETTE_TITLES))('%s', (_key, title: RouletteTitle) => {
  it(`returns its configured ${title.rtp} % within ±0.05 pp for every choice a player can make`, () => {
    const rtps = rouletteSpotMath(title.config).map(({ rtp }) => rtp * 100);
    expect(rtps.length).toBeGreaterThan(0);
    expect(title.rtp).toMatch(/^\d\d\.\d\d$/);
    expect(Math.min(...rtps)).toBeGreaterThanOrEqual(Number(title.rtp) - 0.05);
    expect(Math.max(...rtps)).toBeLessThanOrEqual(Number(title.rtp) + 0.05);
  });
});
