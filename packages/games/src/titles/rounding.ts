import { familyModule, type Title } from '../families/registry';
import { isPaidInFull, ROUNDING_FREE_STAKE, type Payout } from '../shared/rounding';

export type { VirtualSportsRoundingBet } from '../families/virtual-sports/module';

// Where a title's pays are not whole multiples of the stake, which bets rounding would cost more than the
// bound (shared/rounding.ts). Each family's module.ts has its rounding, or none where it pays whole multiples.

/** Every bet of the title whose pays can be rounded, each as the ways it can be played to its end (its payouts each). */
export function* roundingBets(title: Title): Generator<Payout[][]> {
  const rounding = familyModule(title).rounding;
  if (rounding) yield* rounding.bets(title.config);
}

/** Every way of playing the title whose pays can be rounded, each as its payouts (what the benchmark prints). */
export function* roundingChoices(title: Title): Generator<readonly Payout[]> {
  for (const ways of roundingBets(title)) yield* ways;
}

/**
 * The smallest stake from `min` on at which some bet of the title is paid in full: the minimum a currency
 * states (crash's €0.10 would take no bet at all; in euros its minimum is 1.00, in dollars 2.00 rather than 1.08).
 */
export function paidMinimum(title: Title, min: bigint): bigint {
  // Lazily, bet by bet: a launch asks this, and the first bet usually answers (dice's smallest chance).
  const isTaken = (stake: bigint) => {
    let any = false;
    for (const ways of roundingBets(title)) {
      if (isPaidInFull(() => ways, stake)) return true;
      any = true;
    }
    return !any;
  };
  for (let stake = min; stake < ROUNDING_FREE_STAKE; stake += 1n) if (isTaken(stake)) return stake;
  return min > ROUNDING_FREE_STAKE ? min : ROUNDING_FREE_STAKE;
}

/**
 * The smallest stake from `min` on at which rounding takes this bet (`betAt` builds it at a stake, minor units):
 * where a game's screen opens, so that its default choice is never refused at the opening stake.
 */
export function openingStake(title: Title, betAt: (stake: bigint) => unknown, min: bigint): bigint {
  for (let stake = min; stake < ROUNDING_FREE_STAKE; stake += 1n) if (checkRounding(title, betAt(stake)) === null) return stake;
  return min > ROUNDING_FREE_STAKE ? min : ROUNDING_FREE_STAKE;
}

/**
 * Why rounding refuses this bet (a sentence for the player), or null. Call it after the family's own check
 * (the bet is well formed); amounts are minor units of the round's currency.
 */
export function checkRounding(title: Title, bet: unknown): string | null {
  return familyModule(title).rounding?.check?.(title.config, bet) ?? null;
}

/** Why rounding refuses this decision inside an open round (craps odds behind the line), or null. */
export function checkRoundingAction(title: Title, state: unknown, action: unknown): string | null {
  return familyModule(title).rounding?.checkAction?.(title.config, state, action) ?? null;
}
