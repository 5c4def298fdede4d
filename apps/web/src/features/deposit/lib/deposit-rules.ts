import type { TRateLimitResponse } from '@casino/contracts';

/** docs/product.md, Deposits and withdrawals: payment options open only for deposits worth at least this many euro. */
export const MIN_DEPOSIT_EUR = 10;

/** What the amount step says under the amount (docs/product.md, Deposits and withdrawals). */
export type DepositOffer =
  /** Below the currency's minimum deposit: the "Minimum deposit amount is about {n}€" message. */
  | 'below-minimum'
  /** A deposit, but too small for a promotion: the no-promotion notice. */
  | 'no-promotion'
  /** Big enough for a promotion. */
  | 'promotion';

export type DepositCheck = {
  offer: DepositOffer;
  /** The main button is live: minimums met, the amount worth MIN_DEPOSIT_EUR and the wallets loaded. */
  canContinue: boolean;
  /** The minimum deposit in euro, rounded up to whole euro, for the message. */
  minimumEur: number;
};

/**
 * The rules of the amount step for `amount` (major units of the chosen currency, NaN while the input
 * is empty or unreadable) against that currency's limits.
 */
export function checkDeposit(amount: number, limits: TRateLimitResponse, hasWallets: boolean): DepositCheck {
  const minimumEur = Math.ceil(roundFloat(limits.minDeposit * limits.eurRate));
  const isValid = Number.isFinite(amount) && amount > 0;
  const meetsMinimum = isValid && amount >= limits.minDeposit;
  const offer: DepositOffer = !meetsMinimum ? 'below-minimum' : amount >= limits.minPromotion ? 'promotion' : 'no-promotion';
  const isWorthEnough = isValid && roundFloat(amount * limits.eurRate) >= MIN_DEPOSIT_EUR;
  return { offer, canContinue: meetsMinimum && isWorthEnough && hasWallets, minimumEur };
}

/** Drops binary noise (10.000000000000002) before rounding up, so an exact product is not pushed a unit higher. */
export function roundFloat(value: number): number {
  return Number(value.toPrecision(12));
}
