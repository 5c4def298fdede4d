import { describe, expect, it } from 'vitest';
import { fishingMath } from './rtp';
import { toPercent } from '../../shared/rational';
import { FISHING_TITLES } from './titles';
import { findTitle, provenRtp } from '../../titles/index';
import { maxWin } from '../../titles/max-win';

describe('the fishing titles', () => {
  it('are registered with the catalogue stakes', () => {
    expect(Object.keys(FISHING_TITLES)).toEqual(['IceFishingBonanza', 'ArcticAngler', 'KrakenCatch', 'GoldfishFrenzy']);
    for (const [key, title] of Object.entries(FISHING_TITLES)) expect(findTitle(key), key).toBe(title);
    expect(FISHING_TITLES.KrakenCatch.config.limits).toEqual({ minBet: 10n, maxBet: 10_000n });
  });

  it('return their stated RTP on every target, to four decimals (the float grain adds under 0.00002 %)', () => {
    for (const title of Object.values(FISHING_TITLES)) {
      const rtps = fishingMath(title.config).map((target) => toPercent(target.rtp, 4));
      expect(new Set(rtps), title.name).toEqual(new Set([`${title.rtp}00`]));
      expect(provenRtp(title)).toBe(title.rtp);
      for (const { multiplier } of title.config.targets) expect(multiplier * 10_000).toBeGreaterThan(title.config.rtpBasisPoints);
    }
    expect(Object.values(FISHING_TITLES).map(provenRtp)).toEqual(['96.00', '95.80', '96.50', '96.00']);
  });

  it('spread their multipliers by volatility, and state the top target at the largest shot as the most a shot wins', () => {
    const top = (key: keyof typeof FISHING_TITLES) => Math.max(...FISHING_TITLES[key].config.targets.map((t) => t.multiplier));
    expect([top('GoldfishFrenzy'), top('ArcticAngler'), top('IceFishingBonanza'), top('KrakenCatch')]).toEqual([100, 150, 200, 500]);
    expect(maxWin(FISHING_TITLES.IceFishingBonanza)).toBe(1_000_000n);
    expect(maxWin(FISHING_TITLES.ArcticAngler)).toBe(750_000n);
    expect(maxWin(FISHING_TITLES.KrakenCatch)).toBe(5_000_000n);
    expect(maxWin(FISHING_TITLES.GoldfishFrenzy)).toBe(500_000n);
  });
});
