import type { WelcomeDeposit, WelcomeOffer, WelcomeTier } from './settings';

// Which welcome tier a deposit earns and how much bonus it pays: pure integer arithmetic, so every band
// and boundary is proven by unit tests (tiers.test.ts).

/** The offer on the player's `depositNumber`-th deposit; none from the 6th on (or for a number the file leaves out). */
export function welcomeDepositOf(offer: WelcomeOffer, depositNumber: number): WelcomeDeposit | undefined {
  return offer.deposits.find((d) => d.depositNumber === depositNumber);
}

/**
 * The tier a deposit worth `eurCents` earns as the player's `depositNumber`-th, or null: below the promotion
 * minimum, past the offered deposits, or above a last bounded tier. A bound is inclusive: 16.00 EUR is in
 * "up to 16", 16.01 EUR in the next tier.
 */
export function selectWelcomeTier(offer: WelcomeOffer, depositNumber: number, eurCents: bigint): WelcomeTier | null {
  if (eurCents < offer.minimumDepositEurCents) return null;
  const deposit = welcomeDepositOf(offer, depositNumber);
  return deposit?.tiers.find((t) => t.upToEurCents === null || eurCents <= t.upToEurCents) ?? null;
}

/**
 * `percent` of `amount`, rounded down to a minor unit and capped at `cap` (all in one currency's minor units):
 * a bonus never overpays by a fraction of a cent.
 */
export function cappedBonus(amount: bigint, percent: number, cap: bigint): bigint {
  const bonus = (amount * BigInt(percent)) / 100n;
  return bonus < cap ? bonus : cap;
}

/** The bonus in EUR cents a deposit worth `eurCents` earns, 0n when it earns no tier. */
export function welcomeBonusEurCents(offer: WelcomeOffer, depositNumber: number, eurCents: bigint): bigint {
  const tier = selectWelcomeTier(offer, depositNumber, eurCents);
  return tier ? cappedBonus(eurCents, tier.bonusPercent, offer.maximumBonusEurCents) : 0n;
}
