import { describe, expect, it } from 'vitest';
import { FloatSource } from '../../fairness/float-source';
import { ratio, toPercent } from '../../shared/rational';
import { fishingFamily, FLOAT_STEPS, type FishingConfig } from './fishing';
import { fishingMath } from './rtp';

const CONFIG: FishingConfig = {
  rtpBasisPoints: 9650,
  targets: [
    { id: 'sardine', name: 'Sardine', multiplier: 2 },
    { id: 'squid', name: 'Squid', multiplier: 5 },
    { id: 'kraken', name: 'Kraken', multiplier: 500 },
  ],
  limits: { minBet: 10n, maxBet: 10_000n },
};

describe('fishing RTP', () => {
  it('is the RTP for every target, exceeded by less than m ÷ 2^32 from rounding the chance up to the float grain', () => {
    const math = fishingMath(CONFIG);
    expect(math.map((m) => m.target)).toEqual(['sardine', 'squid', 'kraken']);
    for (const { multiplier, capture, rtp } of math) {
      // p × m = RTP, exactly as fractions of 2^32
      expect(rtp).toEqual(ratio(capture.num * BigInt(multiplier), capture.den));
      const excess = rtp.num * 10_000n * FLOAT_STEPS - 9650n * rtp.den * FLOAT_STEPS; // (rtp − 0.965) × 10^4 × 2^32 × den
      expect(excess).toBeGreaterThanOrEqual(0n);
      expect(excess).toBeLessThan(BigInt(multiplier) * 10_000n * rtp.den);
      expect(toPercent(rtp, 4)).toBe('96.5000');
    }
    // 2^32 × 0.965 ÷ 2 = 2072321720.32 → 2072321721 catching floats
    expect(math[0]!.capture).toEqual(ratio(2_072_321_721n, FLOAT_STEPS));
    expect(math[0]!.rtp).toEqual(ratio(2_072_321_721n * 2n, FLOAT_STEPS));
  });

  it('matches the engine: the floats on the grain just below and at each threshold', () => {
    for (const { target, multiplier, capture } of fishingMath(CONFIG)) {
      const edge = Number(capture.num * (FLOAT_STEPS / capture.den)) / Number(FLOAT_STEPS);
      const at = (float: number) => fishingFamily.open(CONFIG, { amount: 10n, target }, new FloatSource([float])).win;
      expect([at(edge - 2 ** -32), at(edge)], target).toEqual([10n * BigInt(multiplier), 0n]);
    }
  });
});
