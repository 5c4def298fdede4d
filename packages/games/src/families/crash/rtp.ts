import { ratio, type Rational } from '../../shared/rational';
import { MIN_CRASH } from './crash-point';

/**
 * The crash family's return, in closed form. X = r / 2^52 with r uniform over 0 … 2^52 − 1, and the crash
 * point ⌊99 / (1 − X)⌋ hundredths reaches k hundredths (k ≥ 100, an integer) exactly when
 * 2^52 − r ≤ 99·2^52 / k, i.e. for ⌊99·2^52 / k⌋ of the 2^52 values of r. A cash-out target of k
 * hundredths therefore returns
 *
 *   RTP(k) = (k / 100) · ⌊99·2^52 / k⌋ / 2^52,
 *
 * which is 99 % less less than k / (100·2^52) (the floor): P(crash ≥ m) = 0.99 / m makes every target
 * return 99 %. A manual cash-out is a target chosen on the way up, so no way of playing returns more.
 *
 * The cap: a title's rise stops at its maximum multiplier C and every bet still in is paid at C, so a
 * target above C is not offered and the targets up to C keep their RTP(k) unchanged (min(crash, C) ≥ k
 * exactly when crash ≥ k); the cap only bounds the win at C × the stake. (Were the cap a bust instead,
 * target C would return nothing and the rest RTP(k) still.)
 */
const SPAN = 2n ** 52n;

/** The exact return of cashing out at `target` hundredths (101 ≤ target). */
export function crashTargetRtp(target: number): Rational {
  if (!Number.isSafeInteger(target) || target <= MIN_CRASH) throw new RangeError(`a cash-out target is above 1.00×: ${target}`);
  const k = BigInt(target);
  return ratio(k * ((99n * SPAN) / k), 100n * SPAN);
}

/** The probability that a round reaches `target` hundredths: ⌊99·2^52 / k⌋ / 2^52 (0.99 / m). */
export function reachChance(target: number): Rational {
  const k = BigInt(target);
  const count = (99n * SPAN) / k;
  return ratio(count < SPAN ? count : SPAN, SPAN);
}

/**
 * What every target up to the cap returns at least: 99 % less the largest floor loss, (99·2^52 − C) /
 * (100·2^52), an exact lower bound (below 99 % by under 10^-12 for a cap of ×1,000).
 */
export function crashRtpLowerBound(maxMultiplier: number): Rational {
  return ratio(99n * SPAN - BigInt(maxMultiplier), 100n * SPAN);
}

/** The largest win of a round: the largest stake at the cap, minor units. */
export function crashMaxWin(maxBet: bigint, maxMultiplier: number): bigint {
  return (maxBet * BigInt(maxMultiplier)) / 100n;
}
