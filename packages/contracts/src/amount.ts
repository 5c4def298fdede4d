import { currencyDecimals, type TCurrencyCode } from './currencies';

// Money sent to the API. An amount is a decimal string in major units ("12.50", "0.000000000000000001"):
// a JSON number cannot carry 18 decimals or more than 2^53, so a number is refused, never rounded.

/** Amounts are numeric(38,0) minor units in the database: every amount stays below 10^38 of them. */
export const MINOR_UNITS_LIMIT = 10n ** 38n;
/** 38 digits, a point and 18 decimals fit with room for trailing zeros; longer text is never an amount. */
export const AMOUNT_MAX_LENGTH = 64;

export const AMOUNT_PATTERN = /^(\d+)(?:\.(\d+))?$/;
export const AMOUNT_MESSAGES = {
  type: 'Amount must be sent as a string, such as "12.50"',
  required: 'Amount is required',
  tooLong: `Amount must have at most ${AMOUNT_MAX_LENGTH} characters`,
  format: 'Amount must be digits with an optional decimal point, such as "12.50"',
  tooLarge: 'Amount is too large',
  notPositive: 'Amount must be greater than zero',
};

export type TAmountParse = { isValid: true; minor: bigint } | { isValid: false; message: string };

/**
 * A decimal string in major units → exact minor units of `currency`. More decimals than the currency
 * has, or minor units beyond numeric(38,0), is invalid; trailing zeros are not extra precision.
 */
export function parseAmount(amount: unknown, currency: TCurrencyCode): TAmountParse {
  const invalid = (message: string): TAmountParse => ({ isValid: false, message });
  if (typeof amount !== 'string') return invalid(amount === undefined ? AMOUNT_MESSAGES.required : AMOUNT_MESSAGES.type);
  if (amount.length > AMOUNT_MAX_LENGTH) return invalid(AMOUNT_MESSAGES.tooLong);
  const match = AMOUNT_PATTERN.exec(amount);
  if (!match) return invalid(AMOUNT_MESSAGES.format);
  const decimals = currencyDecimals(currency);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return invalid(`${currency} amounts have at most ${decimals} decimal places`);
  const minor = BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (minor >= MINOR_UNITS_LIMIT) return invalid(AMOUNT_MESSAGES.tooLarge);
  return { isValid: true, minor };
}
