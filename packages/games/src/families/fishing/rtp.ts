import { ratio, type Rational } from '../../shared/rational';
import { captureCount, FLOAT_STEPS, type FishingConfig } from './fishing';

export type FishingTargetMath = { target: string; multiplier: number; capture: Rational; rtp: Rational };

/**
 * Each target's exact capture chance and return: ⌈2^32 × RTP ÷ m⌉ floats of 2^32 catch it, so it returns
 * m × that count ÷ 2^32: the RTP, plus less than m ÷ 2^32 from rounding the chance up to the float's grain.
 */
export function fishingMath(config: FishingConfig): FishingTargetMath[] {
  return config.targets.map(({ id, multiplier }) => {
    const count = captureCount(config, multiplier);
    return { target: id, multiplier, capture: ratio(count, FLOAT_STEPS), rtp: ratio(count * BigInt(multiplier), FLOAT_STEPS) };
  });
}
