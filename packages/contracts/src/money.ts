import { z } from 'zod';
import { currencyDecimals, type TCurrencyCode } from './currencies';
import { ZCurrencyCode } from './wallet';

// Money sent to the API. An amount is a decimal string in major units ("12.50", "0.000000000000000001"):
// a JSON number cannot carry 18 decimals or more than 2^53, so a number is refused, never rounded.

/** Amounts are numeric(38,0) minor units in the database: every amount stays below 10^38 of them. */
export const MINOR_UNITS_LIMIT = 10n ** 38n;
/** 38 digits, a point and 18 decimals fit with room for trailing zeros; longer text is never an amount. */
export const AMOUNT_MAX_LENGTH = 64;

const AMOUNT_PATTERN = /^(\d+)(?:\.(\d+))?$/;
export const AMOUNT_MESSAGES = {
  type: 'Amount must be sent as a string, such as "12.50"',
  required: 'Amount is required',
  tooLong: `Amount must have at most ${AMOUNT_MAX_LENGTH} characters`,
  format: 'Amount must be digits with an optional decimal point, such as "12.50"',
  tooLarge: 'Amount is too large',
  notPositive: 'Amount must be greater than zero',
};

/**
 * The shape of an amount, before its currency is known: the object's refineAmount checks the rest.
 * Its checks abort, so a malformed amount gets one message and the refinement does not run on it.
 */
export const ZAmount = z
  .string({ error: (issue) => (issue.input === undefined ? AMOUNT_MESSAGES.required : AMOUNT_MESSAGES.type) })
  .max(AMOUNT_MAX_LENGTH, { message: AMOUNT_MESSAGES.tooLong, abort: true })
  .regex(AMOUNT_PATTERN, { message: AMOUNT_MESSAGES.format, abort: true });

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

/**
 * Checks an object's `amount` against its `currency`, naming the amount field: the currency's
 * decimals, numeric(38,0), and above zero unless `isZeroAllowed` (a game round that wins nothing).
 * Use: `z.object({ amount: ZAmount, currency: ZCurrencyCode, ... }).superRefine(refineAmount())`.
 */
export function refineAmount({ isZeroAllowed = false } = {}) {
  return (value: { amount: string; currency: TCurrencyCode }, ctx: z.RefinementCtx) => {
    const parsed = parseAmount(value.amount, value.currency);
    const message = !parsed.isValid ? parsed.message : parsed.minor === 0n && !isZeroAllowed ? AMOUNT_MESSAGES.notPositive : undefined;
    if (message) ctx.addIssue({ code: 'custom', path: ['amount'], message, input: value.amount });
  };
}

/** {amount, currency} of a request that moves money (deposit, withdrawal, bet); extend it with `.safeExtend`. */
export const ZMoneyMovement = z.object({ amount: ZAmount, currency: ZCurrencyCode }).superRefine(refineAmount());
export type TMoneyMovement = z.infer<typeof ZMoneyMovement>;

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
export const MONEY_SOURCE_MAX_LENGTH = 32;

/**
 * The reference that makes one external money event unique within its source (a gateway's payment
 * id, an aggregator's transaction id): printable ASCII, so it is stored and logged exactly as sent.
 */
export const ZIdempotencyKey = z
  .string({ error: 'Reference is required' })
  .min(1, { message: 'Reference is required', abort: true })
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, { message: `Reference must have at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`, abort: true })
  .regex(/^[\x21-\x7e]+$/, 'Reference must be printable characters without spaces');

/**
 * The integration an idempotency key belongs to ("gateway:sandbox", "aggregator:acme", "studio"):
 * keys are unique per source, so two integrations that reuse each other's references never collide.
 */
export const ZMoneySource = z
  .string({ error: 'Source is required' })
  .max(MONEY_SOURCE_MAX_LENGTH, { message: `Source must have at most ${MONEY_SOURCE_MAX_LENGTH} characters`, abort: true })
  .regex(/^[a-z0-9]+(?:[:._-][a-z0-9]+)*$/, 'Source must be lower-case letters and digits, separated by ":", ".", "_" or "-"');
