import { describe, expect, it } from 'vitest';
import { recordedAnteRtp } from './rtp';
import { HOLDEM_TITLES } from './titles';
import { findTitle, provenRtp } from '../../titles/index';
import { maxWin } from '../../titles/max-win';

describe('the casino hold’em titles', () => {
  it('are registered with the catalogue stakes for both bets, each with its own tables', () => {
    expect(findTitle('CasinoHoldem')).toBe(HOLDEM_TITLES.CasinoHoldem);
    expect(HOLDEM_TITLES.CasinoHoldem.config.limits).toEqual({ minBet: 100n, maxBet: 100_000n });
    const tables = Object.values(HOLDEM_TITLES).map((title) => JSON.stringify([title.config.ante, title.config.aaBonus]));
    expect(new Set(tables).size).toBe(3);
  });

  it('state the lower end of the recorded simulation’s 99 % interval, rounded down', () => {
    for (const title of Object.values(HOLDEM_TITLES)) {
      const { low99 } = recordedAnteRtp(title.config);
      expect(provenRtp(title)).toBe((Math.floor(low99 * 100) / 100).toFixed(2));
      expect(title.rtp).toBe(provenRtp(title));
    }
  });

  it('win at most a royal flush in the first five cards beating the dealer, with the AA bonus, both at the largest stake', () => {
    // Ante 100 to one with its stake, the call's two antes back twice, the AA bonus 100 to one with its stake.
    expect(maxWin(HOLDEM_TITLES.CasinoHoldem)).toBe(100_000n * 105n + 100_000n * 101n);
    // Oak Table's top ante pay is 25 (its straight flush, royal included).
    expect(maxWin(HOLDEM_TITLES.OakTablePoker)).toBe(50_000n * 30n + 50_000n * 101n);
  });
});
