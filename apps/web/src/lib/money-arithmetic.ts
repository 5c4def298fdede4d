import { currencyDecimals, isCurrencyCode } from '@casino/contracts';
import { DECIMAL, UNKNOWN_CURRENCY_DECIMALS } from './money';

// Arithmetic on money as the API writes it, apart from its formatting: public pages format money and need none of it.

/**
 * The exact sum of amounts of one currency, as the API writes money: worked out in integer minor units (at
 * the finest scale among the amounts, never coarser than the currency's), so 18-decimal ETH loses nothing.
 * Null when an amount is not a decimal string.
 */
export function sumMoney(amounts: readonly string[], currency: string): string | null {
  const parsed: { minus: boolean; integer: string; fraction: string }[] = [];
  for (const amount of amounts) {
    const match = DECIMAL.exec(amount.trim());
    if (!match) return null;
    const [, minus, integer = '0', fraction = ''] = match;
    parsed.push({ minus: minus !== undefined, integer, fraction });
  }
  const minimum = isCurrencyCode(currency) ? currencyDecimals(currency) : UNKNOWN_CURRENCY_DECIMALS;
  const scale = Math.max(minimum, ...parsed.map((p) => p.fraction.length));
  const total = parsed.reduce((sum, p) => {
    const minor = BigInt(p.integer + p.fraction.padEnd(scale, '0'));
    return p.minus ? sum - minor : sum + minor;
  }, 0n);
  const digits = (total < 0n ? -total : total).toString().padStart(scale + 1, '0');
  const sign = total < 0n ? '-' : '';
  return scale === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** Whether an amount as the API writes money is other than zero ("0", "0.00" and "-0.0" are zero). */
export function isNonZeroMoney(amount: string): boolean {
  return DECIMAL.test(amount.trim()) && /[1-9]/.test(amount);
}

/** Minor units back to the API's decimal string, e.g. 1250n EUR → "12.50" (2 decimals for a currency we do not know). */
export function toDecimal(minor: bigint, currency: string): string {
  const decimals = isCurrencyCode(currency) ? currencyDecimals(currency) : UNKNOWN_CURRENCY_DECIMALS;
  const sign = minor < 0n ? '-' : '';
  const digits = (minor < 0n ? -minor : minor).toString().padStart(decimals + 1, '0');
  return decimals === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
