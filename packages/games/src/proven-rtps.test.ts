import { describe, expect, it } from 'vitest';
import { toPercent } from './shared/rational';
import { PROVEN_RTPS } from './proven-rtps';
import { exactTitleRtp, TITLES } from './titles/index';

const REGENERATE = 'stale: run node --import tsx packages/games/src/write-proven-rtps.ts';

describe('the stored proven RTPs', () => {
  // Enumerates every title's configuration: seconds of work, more on a loaded machine.
  it('are each title’s exact return rounded down, never above it, and the figure the title states', () => {
    expect(Object.keys(PROVEN_RTPS).sort(), REGENERATE).toEqual(Object.keys(TITLES).sort());
    for (const [key, title] of Object.entries(TITLES)) {
      const exact = exactTitleRtp(title);
      expect(PROVEN_RTPS[key], `${key} ${REGENERATE}`).toBe(toPercent(exact, 2, 'down'));
      const [whole, hundredths] = title.rtp.split('.');
      // stated / 10,000 <= num / den
      expect(BigInt(whole! + hundredths!) * exact.den <= exact.num * 10_000n, `${key} states ${title.rtp}`).toBe(true);
      expect(title.rtp, key).toBe(PROVEN_RTPS[key]);
    }
  }, 60_000);
});
