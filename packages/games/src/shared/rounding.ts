/**
 * Wins are paid rounded down to the minor unit, which costs a small stake a visible part of its return:
 * €0.10 on a ×1.0999 dice target pays €0.10. A bet is therefore allowed only where rounding costs its
 * return at most MAX_ROUNDING_LOSS_PP percentage points, computed exactly for the choice the bet makes.
 * Every choice's payouts have chances that add up to at most 1, and a payout loses less than one minor
 * unit, so from ROUNDING_FREE_STAKE units on the loss is below 1 / 1,000 of the stake whatever the choice:
 * only smaller stakes are checked. The check depends on the stake in minor units alone, so it holds the
 * same in every currency.
 */
export const MAX_ROUNDING_LOSS_PP = 0.1;
export const ROUNDING_FREE_STAKE = 1_000n;

/** One way a bet is paid: its chance, and the pay per unit staked, the exact fraction num / den (integers). */
export type Payout = { chance: number; num: number; den: number };

/**
 * The return rounding down takes from a stake over these payouts, in percentage points. Asked only below
 * ROUNDING_FREE_STAKE, where stake × num stays an exact integer in a double.
 */
export function roundingLoss(payouts: readonly Payout[], stake: bigint): number {
  const units = Number(stake);
  let lost = 0;
  for (const { chance, num, den } of payouts) lost += (chance * ((units * num) % den)) / den;
  return (100 * lost) / units;
}

/** Whether rounding leaves this stake within the bound for every choice listed. */
export function isPaidInFull(choices: () => Iterable<readonly Payout[]>, stake: bigint): boolean {
  if (stake >= ROUNDING_FREE_STAKE) return true;
  for (const payouts of choices()) if (roundingLoss(payouts, stake) > MAX_ROUNDING_LOSS_PP) return false;
  return true;
}

/** The refusal a bet gets when rounding would take more than the bound from it. */
export function roundingRefusal(what: string): string {
  return `At this stake ${what} would lose more than 0.1 % of its return to rounding down to the currency's smallest unit: raise the stake.`;
}
