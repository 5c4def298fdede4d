/**
 * What the single-stake families share: a stake range and wins paid at a multiplier. Limits are in
 * the round's currency; titles state them in the reference currency and the platform converts them
 * before it asks an engine to check a bet.
 */
export type StakeLimits = { minBet: bigint; maxBet: bigint };

/** Computed multipliers are integers in ten-thousandths of the stake: 19601 is ×1.9601. */
export const MULTIPLIER_SCALE = 10_000;

/** A configured decimal multiplier (×1.9601) in ten-thousandths, as wins are computed. */
export const toTenThousandths = (multiplier: number) => Math.round(multiplier * MULTIPLIER_SCALE);

export function checkStake(limits: StakeLimits, amount: bigint): string | null {
  if (typeof amount !== 'bigint' || amount < limits.minBet) return 'The stake is below the minimum for this game.';
  if (amount > limits.maxBet) return 'The stake is above the maximum for this game.';
  return null;
}

/** The win for a stake at a multiplier in ten-thousandths, rounded down to the minor unit. */
export function winAt(stake: bigint, multiplier: number): bigint {
  return (stake * BigInt(multiplier)) / BigInt(MULTIPLIER_SCALE);
}
