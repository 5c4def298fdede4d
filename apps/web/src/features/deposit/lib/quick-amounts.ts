import { CURRENCIES, currencyDecimals, type TCurrencyCode } from '@casino/contracts';
import { roundFloat } from './deposit-rules';

/** docs/product.md, Numbers: the quick deposit buttons, in euro. */
export const QUICK_AMOUNTS_EUR = [30, 75, 100] as const;

/** Crypto amounts keep this many significant digits: 0.000513 BTC reads better than 0.00051282. */
const CRYPTO_SIGNIFICANT_DIGITS = 3;

/**
 * `eur` euro in `currency` as a decimal string, rounded up so the deposit is worth at least `eur`:
 * fiat to whole units, crypto to CRYPTO_SIGNIFICANT_DIGITS significant digits (never more decimals
 * than the currency has). `eurRate` is the euro value of one unit.
 */
export function quickAmount(eur: number, eurRate: number, currency: TCurrencyCode): string {
  const units = eur / eurRate;
  if (CURRENCIES[currency].fiat) return String(Math.ceil(roundFloat(units)));
  const magnitude = Math.floor(Math.log10(units));
  const decimals = Math.min(currencyDecimals(currency), Math.max(0, CRYPTO_SIGNIFICANT_DIGITS - 1 - magnitude));
  const scaled = Math.ceil(roundFloat(units * 10 ** decimals));
  return trimZeros((scaled / 10 ** decimals).toFixed(decimals));
}

function trimZeros(amount: string): string {
  return amount.includes('.') ? amount.replace(/\.?0+$/, '') : amount;
}
