import { describe, expect, it } from 'vitest';
import { equals, ratio, toNumber, toPercent } from '../../shared/rational';
import { CRASH_TITLES } from './titles';
import { crashFromDigest } from './crash-point';
import { cashOutWin, checkCrashBet, settledMultiplier, type CrashConfig } from './crash';
import { crashMaxWin, crashRtpLowerBound, crashTargetRtp, reachChance } from './rtp';
import { msToReach, multiplierAt } from './curve';

const config: CrashConfig = CRASH_TITLES.OrbitRush.config;

describe('crash RTP (closed form)', () => {
  it('returns 99 % at every target, less the floor of at most k / (100·2^52)', () => {
    for (const target of [101, 150, 200, 1000, 12345, config.maxMultiplier]) {
      const rtp = toNumber(crashTargetRtp(target));
      expect(rtp).toBeLessThanOrEqual(0.99);
      expect(0.99 - rtp).toBeLessThan(target / (100 * 2 ** 52));
      expect(toNumber(reachChance(target))).toBeCloseTo(99 / target, 12);
    }
    // ×1.28 (k = 2^7) divides 99·2^52 exactly: exactly 99 %
    expect(equals(crashTargetRtp(128), ratio(99, 100))).toBe(true);
  });

  it('agrees with the formula at the edge: r at the first reaching value crashes at the target, r − 1 below it', () => {
    const span = 2n ** 52n;
    for (const target of [101, 137, 250, 999, 100_000]) {
      const firstR = span - (99n * span) / BigInt(target);
      const digest = (r: bigint) => r.toString(16).padStart(13, '0').padEnd(64, '0');
      expect(crashFromDigest(digest(firstR))).toBeGreaterThanOrEqual(target);
      expect(crashFromDigest(digest(firstR - 1n))).toBeLessThan(target);
    }
  });

  it('states an RTP every target reaches and a max win of the largest stake at the cap', () => {
    const bound = crashRtpLowerBound(config.maxMultiplier);
    expect(toPercent(bound, 2, 'down')).toBe(CRASH_TITLES.OrbitRush.rtp);
    expect(toNumber(crashTargetRtp(config.maxMultiplier))).toBeGreaterThan(toNumber(bound));
    expect(crashMaxWin(config.limits.maxBet, config.maxMultiplier)).toBe(50_000_000n);
  });
});

describe('crash bets and settlement', () => {
  it('takes stakes in the limits and automatic targets from 1.01× to the cap', () => {
    expect(checkCrashBet(config, { amount: 100n, autoCashOut: null })).toBeNull();
    expect(checkCrashBet(config, { amount: 100n, autoCashOut: 101 })).toBeNull();
    expect(checkCrashBet(config, { amount: 9n, autoCashOut: null })).toMatch(/below the minimum/);
    expect(checkCrashBet(config, { amount: 50_001n, autoCashOut: null })).toMatch(/above the maximum/);
    expect(checkCrashBet(config, { amount: 100n, autoCashOut: 100 })).toMatch(/at least 1.01/);
    expect(checkCrashBet(config, { amount: 100n, autoCashOut: 100_001 })).toMatch(/at most 1000.00/);
    expect(checkCrashBet(config, { amount: 100n, autoCashOut: 150.5 })).toMatch(/at least 1.01/);
  });

  it('pays a manual cash-out first, then the target when reached, then the cap; else nothing', () => {
    const bet = { amount: 100n, autoCashOut: 200 };
    expect(settledMultiplier(config, bet, 150, 120)).toBe(120);
    expect(settledMultiplier(config, bet, 200, null)).toBe(200);
    expect(settledMultiplier(config, bet, 199, null)).toBeNull();
    expect(settledMultiplier(config, { amount: 100n, autoCashOut: null }, config.maxMultiplier, null)).toBe(config.maxMultiplier);
    expect(cashOutWin(333n, 150)).toBe(499n);
  });
});

describe('multiplier curve', () => {
  it('rises from 1.00× as e^(0.00006·t), in hundredths rounded down', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(11_552)).toBe(199);
    expect(multiplierAt(11_553)).toBe(200);
    for (const target of [101, 200, 1000, 4146, 100_000]) {
      const ms = msToReach(target);
      expect(multiplierAt(ms)).toBeGreaterThanOrEqual(target);
      expect(multiplierAt(ms - 1)).toBeLessThan(target);
    }
  });
});
