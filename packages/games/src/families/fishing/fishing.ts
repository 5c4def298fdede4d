import type { GameFamily } from '../../family';
import { checkStake, type StakeLimits } from '../../shared/stakes';

/**
 * The arcade shooting game: targets swim across the scene, each shot is a bet on the one the player aimed
 * at, and a target caught pays its multiplier. The server does not follow the scene: the player names the
 * kind of target shot, and one float decides the capture.
 */
export type FishingTarget = { id: string; name: string; multiplier: number };

/**
 * `rtpBasisPoints` is the return every target pays (9600 is 96 %): a target of multiplier m is caught with
 * probability RTP ÷ m, so p × m is the RTP whichever target is shot. Multipliers are whole numbers above
 * the RTP (a capture chance under one).
 */
export type FishingConfig = { rtpBasisPoints: number; targets: readonly FishingTarget[]; limits: StakeLimits };

export type FishingBet = { amount: bigint; target: string };
/** The target shot (its id and name, for recall), its multiplier, and whether it was caught (the win is the stake × multiplier). */
export type FishingStep = { target: string; name: string; multiplier: number; caught: boolean };

/** The float's grain: four bytes, so every float is a whole number of 2^-32. */
export const FLOAT_STEPS = 2n ** 32n;

/**
 * How many of the 2^32 equally likely floats catch a target: the float must be below RTP ÷ m, which holds
 * for exactly ⌈2^32 × RTP ÷ m⌉ of them. The capture chance is that count over 2^32: RTP ÷ m rounded up to
 * the float's grain, so no target ever returns less than the stated RTP.
 */
export function captureCount(config: Pick<FishingConfig, 'rtpBasisPoints'>, multiplier: number): bigint {
  const num = FLOAT_STEPS * BigInt(config.rtpBasisPoints);
  const den = 10_000n * BigInt(multiplier);
  return (num + den - 1n) / den;
}

/** A float below this catches the target; exact, since the count over 2^32 is a double. */
export const captureThreshold = (config: Pick<FishingConfig, 'rtpBasisPoints'>, multiplier: number) =>
  Number(captureCount(config, multiplier)) / Number(FLOAT_STEPS);

/** Why this shot cannot be played (a sentence for the player), or null. */
export function checkFishingBet(config: FishingConfig, bet: FishingBet): string | null {
  if (!config.targets.some((target) => target.id === bet?.target)) {
    return `Aim at one of this game's targets: ${config.targets.map((target) => target.name).join(', ')}.`;
  }
  return checkStake(config.limits, bet.amount);
}

export const fishingFamily: GameFamily<FishingConfig, FishingBet, FishingStep> = {
  id: 'fishing',

  checkBet: checkFishingBet,

  maxFloats: () => 1,

  open(config, bet, floats) {
    const target = config.targets.find((t) => t.id === bet.target);
    if (!target) throw new Error(`unknown target ${bet.target}`);
    const caught = floats.next() < captureThreshold(config, target.multiplier);
    return {
      stake: bet.amount,
      win: caught ? bet.amount * BigInt(target.multiplier) : 0n,
      steps: [{ target: target.id, name: target.name, multiplier: target.multiplier, caught }],
      isFinished: true,
    };
  },
};
