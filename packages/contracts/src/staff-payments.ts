import { z } from 'zod';
import { AMOUNT_MAX_LENGTH, AMOUNT_MESSAGES, AMOUNT_PATTERN, parseAmount } from './amount';
import { ZIdempotencyKey } from './money';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from './payments';
import { ZWithdrawalConfirmedWith } from './staff-withdrawal-security';
import { textField } from './text';
import { ZCurrencyCode } from './wallet';

// The operator's payments desk (/staff-api/v1/payments/… and /adjustments, decision 029, Payments): the withdrawal
// queue with its four-eyes approvals, pending and flagged deposits, and manual adjustments of a player's real money.
// Amounts are decimal strings in the currency's major unit.

export const STAFF_REASON_MAX_LENGTH = 500;

/** A reason shown to the player (a rejection, an adjustment): trimmed, never empty. */
const ZReason = textField({ error: 'A reason is required' })
  .trim()
  .min(1, { error: 'A reason is required' })
  .max(STAFF_REASON_MAX_LENGTH, { error: `The reason must have at most ${STAFF_REASON_MAX_LENGTH} characters` });

/** Who did something: the staff member's id and their e-mail at the time. */
export const ZStaffActor = z.object({ id: z.string(), email: z.string().nullable() });
export type TStaffActor = z.infer<typeof ZStaffActor>;

export const ZStaffIdParams = z.object({ id: z.uuid({ error: 'id must be the id of a request in the list' }) });

/** GET /payments/withdrawals: the pending ones (the queue) by default, or the latest of every status. */
export const ZStaffWithdrawalsQuery = z.object({
  status: z.enum(['pending', 'all'], { error: 'status must be pending or all' }).default('pending'),
});

export const ZStaffWithdrawal = z.object({
  id: z.string(),
  playerId: z.string(),
  playerEmail: z.string().nullable(),
  amount: z.string(),
  currency: ZCurrencyCode,
  method: z.string(),
  /** The crypto address or the e-wallet account to pay; null: the player's own e-mail's account. */
  address: z.string().nullable(),
  destinationTag: z.number().int().nullable(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** Why it was rejected, as the player reads it. */
  reason: z.string().nullable(),
  reference: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Above the four-eyes amount at today's rate: two different staff members must approve it. */
  needsSecondApproval: z.boolean(),
  /** The first of two approvals, while the second is awaited. */
  firstApproval: z.object({ by: ZStaffActor, at: z.iso.datetime() }).nullable(),
  decided: z.object({ by: ZStaffActor.nullable(), at: z.iso.datetime() }).nullable(),
  /** The player is self-excluded or taking a break now: a payout-only withdrawal (decision 006). */
  isPayoutOnly: z.boolean(),
  /** How the player confirmed it (decision 035); absent while unconfirmed and for requests from before confirmations. */
  confirmedWith: ZWithdrawalConfirmedWith.optional(),
  /** An unconfirmed one's mailed link lapses then, and the money goes back to the player. */
  confirmBy: z.iso.datetime().optional(),
});
export type TStaffWithdrawal = z.infer<typeof ZStaffWithdrawal>;

export const ZStaffWithdrawals = z.object({
  items: z.array(ZStaffWithdrawal),
  /** STAFF_FOUR_EYES_WITHDRAWAL_EUR: above it (at the day's rate) a withdrawal needs two approvals. */
  fourEyesEur: z.string(),
});
export type TStaffWithdrawals = z.infer<typeof ZStaffWithdrawals>;

/** POST /payments/withdrawals/{id}/approve: the payout's reference when it was paid outside (a sandbox one otherwise). */
export const ZStaffWithdrawalApproveRequest = z.object({ reference: ZIdempotencyKey.optional() });
/** POST /payments/withdrawals/{id}/reject: the reason the player reads in their withdrawal history. */
export const ZStaffWithdrawalRejectRequest = z.object({ reason: ZReason });
export type TStaffWithdrawalRejectRequest = z.infer<typeof ZStaffWithdrawalRejectRequest>;

/** What a decision did: paid out, waiting for a second staff member, or rejected (the money back with the player). */
export const ZStaffWithdrawalDecision = z.object({
  outcome: z.enum(['paid', 'awaiting-second-approval', 'rejected']),
  withdrawal: ZStaffWithdrawal,
});
export type TStaffWithdrawalDecision = z.infer<typeof ZStaffWithdrawalDecision>;

/**
 * GET /payments/deposits: `pending` ones not yet paid, `held` ones never credited because the gateway's notice
 * disagreed with them, `refund` credited ones flagged for the operator to pay back (decisions 006, 021).
 */
export const STAFF_DEPOSIT_VIEWS = ['pending', 'held', 'refund'] as const;
export const ZStaffDepositsQuery = z.object({
  status: z.enum(STAFF_DEPOSIT_VIEWS, { error: `status must be one of ${STAFF_DEPOSIT_VIEWS.join(', ')}` }).default('pending'),
});
export type TStaffDepositView = (typeof STAFF_DEPOSIT_VIEWS)[number];

/** self_exclusion: paid in during an exclusion (all of it); deposit_limit: the part of a chain payment above a limit. */
export const REFUND_REASONS = ['self_exclusion', 'deposit_limit'] as const;

export const ZStaffDeposit = z.object({
  id: z.string(),
  playerId: z.string(),
  playerEmail: z.string().nullable(),
  amount: z.string(),
  currency: ZCurrencyCode,
  method: z.string(),
  gateway: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().nullable(),
  /** Why a held deposit was not credited. */
  failureReason: z.string().nullable(),
  refundReason: z.enum(REFUND_REASONS).nullable(),
  /** What to pay back: the whole deposit, or the part held above the deposit limit. */
  refundAmount: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TStaffDeposit = z.infer<typeof ZStaffDeposit>;
export const ZStaffDeposits = z.object({ items: z.array(ZStaffDeposit) });
export type TStaffDeposits = z.infer<typeof ZStaffDeposits>;

/** An amount that may be negative: "25.00" credits, "-25.00" debits. */
const ZSignedAmount = z
  .string({ error: (issue) => (issue.input === undefined ? AMOUNT_MESSAGES.required : AMOUNT_MESSAGES.type) })
  .max(AMOUNT_MAX_LENGTH, { message: AMOUNT_MESSAGES.tooLong, abort: true })
  .refine((v) => AMOUNT_PATTERN.test(v.replace(/^-/, '')), {
    message: 'Amount must be digits with an optional decimal point and sign, such as "12.50" or "-12.50"',
    abort: true,
  });

/** POST /adjustments: credits (positive) or debits (negative) a player's real money, with the reason the player reads. */
export const ZStaffAdjustmentRequest = z
  .object({
    playerId: z.uuid({ error: 'playerId must be a player id' }),
    currency: ZCurrencyCode,
    amount: ZSignedAmount,
    reason: ZReason,
    /** One per submission of the form: the same key sent again answers the first request, moving nothing more. */
    idempotencyKey: ZIdempotencyKey.optional(),
  })
  .superRefine((value, ctx) => {
    const parsed = parseAmount(value.amount.replace(/^-/, ''), value.currency);
    const message = !parsed.isValid ? parsed.message : parsed.minor === 0n ? 'Amount must not be zero' : undefined;
    if (message) ctx.addIssue({ code: 'custom', path: ['amount'], message, input: value.amount });
  });
export type TStaffAdjustmentRequest = z.infer<typeof ZStaffAdjustmentRequest>;

export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const;
export const ZStaffAdjustmentsQuery = z.object({
  status: z.enum([...ADJUSTMENT_STATUSES, 'all'], { error: 'status must be pending, applied, rejected or all' }).default('pending'),
});

export const ZStaffAdjustment = z.object({
  id: z.string(),
  playerId: z.string(),
  playerEmail: z.string().nullable(),
  currency: ZCurrencyCode,
  /** Signed: negative is a debit. */
  amount: z.string(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  /** Above the four-eyes amount when asked: someone other than the requester approves it. */
  needsSecondApproval: z.boolean(),
  requestedBy: ZStaffActor,
  requestedAt: z.iso.datetime(),
  decided: z.object({ by: ZStaffActor, at: z.iso.datetime() }).nullable(),
  rejectReason: z.string().nullable(),
});
export type TStaffAdjustment = z.infer<typeof ZStaffAdjustment>;

export const ZStaffAdjustments = z.object({
  items: z.array(ZStaffAdjustment),
  /** STAFF_FOUR_EYES_ADJUSTMENT_EUR: above it (at the day's rate) an adjustment waits for a second member. */
  fourEyesEur: z.string(),
});
export type TStaffAdjustments = z.infer<typeof ZStaffAdjustments>;

/** POST /adjustments/{id}/reject: why it was not applied (kept for the staff; the player sees nothing of it). */
export const ZStaffAdjustmentRejectRequest = z.object({ reason: ZReason });
