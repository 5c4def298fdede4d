import { isCurrencyCode, parseAmount } from '@casino/contracts';

export { toDecimal } from '@/lib/money-arithmetic';

/** Minor units of a decimal string the API sent (always valid for its currency); 0 for anything else. */
export function toMinor(amount: string, currency: string): bigint {
  if (!isCurrencyCode(currency)) return 0n;
  const negative = amount.startsWith('-');
  const parsed = parseAmount(negative ? amount.slice(1) : amount, currency);
  if (!parsed.isValid) return 0n;
  return negative ? -parsed.minor : parsed.minor;
}

/** The player's typed amount as minor units, or null when it is not an amount of this currency. */
export function readAmount(typed: string, currency: string): bigint | null {
  if (!isCurrencyCode(currency)) return null;
  const parsed = parseAmount(typed.trim(), currency);
  return parsed.isValid ? parsed.minor : null;
}
