import { z } from 'zod';
import { AMOUNT_MAX_LENGTH, AMOUNT_MESSAGES, AMOUNT_PATTERN, parseAmount } from './amount';
import type { TCurrencyCode } from './currencies';
import { ZCurrencyCode } from './wallet';

// Schemas of money sent to the API; the amount rule itself is amount.ts (no zod: the game client uses it).

/**
 * The shape of an amount, before its currency is known: the object's refineAmount checks the rest.
 * Its checks abort, so a malformed amount gets one message and the refinement does not run on it.
 */
export const ZAmount = z
  .string({ error: (issue) => (issue.input === undefined ? AMOUNT_MESSAGES.required : AMOUNT_MESSAGES.type) })
  .max(AMOUNT_MAX_LENGTH, { message: AMOUNT_MESSAGES.tooLong, abort: true })
  .regex(AMOUNT_PATTERN, { message: AMOUNT_MESSAGES.format, abort: true });

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
