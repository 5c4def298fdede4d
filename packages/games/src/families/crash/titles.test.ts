import { describe, expect, it } from 'vitest';
import { crashRtpLowerBound } from './rtp';
import { toPercent } from '../../shared/rational';
import { CRASH_TITLES } from './titles';
import { findTitle, provenRtp } from '../../titles/index';
import { maxWin } from '../../titles/max-win';
import { stakeLimitsOf } from '../../titles/stake-limits';

describe('the crash titles', () => {
  it('are registered with the catalogue stakes and the ×1,000 cap as the most a bet wins', () => {
    for (const [key, stated] of Object.entries(CRASH_TITLES)) {
      const title = findTitle(key)!;
      expect(title, key).toBe(stated);
      // €1.00 up: below 1,000 cents crash stakes go in whole euros (rounding.ts).
      expect(stakeLimitsOf(title)).toEqual({ minBet: 100n, maxBet: 50_000n });
      // €500 at ×1,000.
      expect(maxWin(title)).toBe(50_000_000n);
    }
  });

  it('state the proven lower bound over cash-out targets, rounded down to 98.99', () => {
    const bound = crashRtpLowerBound(100_000);
    expect(toPercent(bound, 10, 'down')).toBe('98.9999999999');
    for (const [key, title] of Object.entries(CRASH_TITLES)) expect(provenRtp(findTitle(key)!), key).toBe(title.rtp);
  });
});
