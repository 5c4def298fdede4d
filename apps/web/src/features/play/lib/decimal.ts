import { currencyDecimals, isCurrencyCode, parseAmount } from '@casino/contracts';

/** Minor units of a decimal string the API sent (always valid for its currency); 0 for anything else. */
export function toMinor(amount: string, currency: string): bigint {
  if (!isCurrencyCode(currency)) return 0n;
  const negative = amount.startsWith('-');
  const parsed = parseAmount(negative ? amount.slice(1) : amount, currency);
  if (!parsed.isValid) return 0n;
  return negative ? -parsed.minor : parsed.minor;
}

/** Minor units back to the API's decimal string, e.g. 1250n EUR → "12.50". */
export function toDecimal(minor: bigint, currency: string): string {
  const decimals = isCurrencyCode(currency) ? currencyDecimals(currency) : 2;
  const sign = minor < 0n ? '-' : '';
  const digits = (minor < 0n ? -minor : minor).toString().padStart(decimals + 1, '0');
  return decimals === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** The player's typed amount as minor units, or null when it is not an amount of this currency. */
export function readAmount(typed: string, currency: string): bigint | null {
  if (!isCurrencyCode(currency)) return null;
  const parsed = parseAmount(typed.trim(), currency);
  return parsed.isValid ? parsed.minor : null;
}
