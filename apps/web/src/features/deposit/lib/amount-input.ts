import { currencyDecimals, parseAmount, type TCurrencyCode } from '@casino/contracts';

/**
 * What the amount box keeps of a keystroke: digits and one decimal point (a comma counts as one),
 * no more decimals than the currency has. The API takes amounts as decimal strings with at most that
 * many decimals, so what the box shows is what is sent.
 */
export function cleanAmountInput(input: string, currency: TCurrencyCode): string {
  const [whole = '', ...rest] = input
    .replace(/,/g, '.')
    .replace(/[^\d.]/g, '')
    .split('.');
  const decimals = currencyDecimals(currency);
  if (rest.length === 0 || decimals === 0) return whole;
  return `${whole || '0'}.${rest.join('').slice(0, decimals)}`;
}

/** The amount as the API takes it ("12.5"), or undefined when it is not a positive amount of `currency`. */
export function toApiAmount(input: string, currency: TCurrencyCode): string | undefined {
  const amount = input.endsWith('.') ? input.slice(0, -1) : input;
  const parsed = parseAmount(amount, currency);
  return parsed.isValid && parsed.minor > 0n ? amount : undefined;
}
