import { describe, expect, it } from 'vitest';
import { FloatSource } from '../../fairness/float-source';
import { captureCount, captureThreshold, checkFishingBet, fishingFamily, FLOAT_STEPS, type FishingConfig } from './fishing';

const CONFIG: FishingConfig = {
  rtpBasisPoints: 9600,
  targets: [
    { id: 'perch', name: 'Perch', multiplier: 2 },
    { id: 'pike', name: 'Pike', multiplier: 5 },
    { id: 'king', name: 'Frost King', multiplier: 200 },
  ],
  limits: { minBet: 10n, maxBet: 5_000n },
};
const shoot = (target: string, float: number, amount = 100n) => fishingFamily.open(CONFIG, { amount, target }, new FloatSource([float]));
const grain = 1 / Number(FLOAT_STEPS);

describe('fishing', () => {
  it('catches a target when the float is below ⌈2^32 × RTP ÷ m⌉ ÷ 2^32, and not from that float up', () => {
    // 0.96 ÷ 2 = 0.48: 2^32 × 0.48 = 2061584302.08, so 2061584303 floats catch the perch.
    expect(captureCount(CONFIG, 2)).toBe(2_061_584_303n);
    const perch = captureThreshold(CONFIG, 2);
    expect(perch).toBe(2_061_584_303 / 2 ** 32);
    expect(shoot('perch', perch - grain)).toEqual({
      stake: 100n,
      win: 200n,
      steps: [{ target: 'perch', name: 'Perch', multiplier: 2, caught: true }],
      isFinished: true,
    });
    expect(shoot('perch', perch)).toMatchObject({ win: 0n, steps: [{ caught: false }] });
    expect(shoot('perch', 0)).toMatchObject({ win: 200n });
    expect(shoot('perch', 1 - grain)).toMatchObject({ win: 0n });
    // 0.96 ÷ 200 = 0.0048
    const king = captureThreshold(CONFIG, 200);
    expect(king).toBe(Number(captureCount(CONFIG, 200)) / 2 ** 32);
    expect(shoot('king', king - grain, 5_000n)).toMatchObject({
      win: 1_000_000n,
      steps: [{ target: 'king', name: 'Frost King', multiplier: 200, caught: true }],
    });
    expect(shoot('king', king, 5_000n)).toMatchObject({ win: 0n });
    expect(shoot('king', 0.48)).toMatchObject({ win: 0n }); // a perch's catch is a miss on the king
  });

  it('uses one float a shot', () => {
    expect(fishingFamily.maxFloats(CONFIG, { amount: 10n, target: 'pike' })).toBe(1);
    const floats = new FloatSource([0.5, 0.1]);
    fishingFamily.open(CONFIG, { amount: 10n, target: 'pike' }, floats);
    expect(floats.used).toBe(1);
  });

  it('refuses an unknown target by naming the targets, and stakes outside the limits', () => {
    expect(checkFishingBet(CONFIG, { amount: 100n, target: 'whale' })).toBe("Aim at one of this game's targets: Perch, Pike, Frost King.");
    expect(checkFishingBet(CONFIG, { amount: 9n, target: 'perch' })).toBe('The stake is below the minimum for this game.');
    expect(checkFishingBet(CONFIG, { amount: 5_001n, target: 'perch' })).toBe('The stake is above the maximum for this game.');
    expect(checkFishingBet(CONFIG, { amount: 10n, target: 'perch' })).toBeNull();
    expect(checkFishingBet(CONFIG, { amount: 5_000n, target: 'king' })).toBeNull();
    expect(() => shoot('whale', 0)).toThrow('unknown target whale');
  });
});
