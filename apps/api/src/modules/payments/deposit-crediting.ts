import type { TCurrencyCode } from '@casino/contracts';
import type { Db } from '../../db/client';
import { convertToEurFloor } from '../../lib/money';
import { getRatePerEur } from '../currency';
import { checkHarmMarkers, isSelfExcluded, lockPlayerLimits } from '../responsible-gaming';
import { credit, hold } from '../wallet';
import { depositPartOverLimit } from './deposit-limits';
import { countCompletedDeposits, insertPaymentEvent, lockPlayerDeposits, settleDeposit, type DepositRow } from './deposits-repo';

/** The event promotions consume: one per completed deposit, in the transaction that credited it. */
export const DEPOSIT_COMPLETED = 'deposit_completed';

/** Why a deposit is flagged for refund: it was paid while the person was self-excluded. */
export const SELF_EXCLUSION_REFUND = 'self_exclusion';
/** Why a deposit is flagged for refund: part of a chain payment passed the player's deposit limit and is held. */
export const DEPOSIT_LIMIT_REFUND = 'deposit_limit';

/** Who paid the deposit in: the ledger source and the key that makes the movement happen once per payment. */
export type DepositPayment = { source: string; idempotencyKey: string; reference: string };

/**
 * Credits a pending deposit from the clearing account, marks it completed and publishes deposit_completed,
 * all in the caller's transaction (which holds the deposit's row lock). Gateway notices and chain transfers
 * both end here, so every deposit counts the same way towards the welcome offer.
 *
 * Money paid in while the person is self-excluded is still theirs, so it is credited; but it earns no bonus
 * or spins (the event says so) and the deposit is flagged for the operator to refund (`refund_reason`).
 *
 * `overLimitHeld` (chain payments, which cannot be refused): the part of the payment above the player's deposit
 * limits is credited and moved at once to their held money (ledger 'hold', reason deposit_limit), and the deposit is
 * flagged deposit_limit for the operator to pay that part back. Only the part within the limit is the deposit the
 * event announces, so a bonus is earned on that part alone (none when nothing fits). A card or e-wallet payment
 * held its room when it started, so it is credited whole.
 */
export async function creditDeposit(
  tx: Db,
  deposit: DepositRow,
  payment: DepositPayment,
  now: Date,
  opts: { overLimitHeld?: boolean } = {},
): Promise<void> {
  const currency = deposit.currency as TCurrencyCode;
  await lockPlayerDeposits(tx, deposit.userId);
  // The player's limits lock before any ledger account, as a bet takes it: the signs of harm below read under it.
  await lockPlayerLimits(tx, deposit.userId);
  const isExcluded = await isSelfExcluded(tx, deposit.userId, now);
  const overLimit = opts.overLimitHeld ? await depositPartOverLimit(tx, deposit, now) : 0n;
  const refundReason = isExcluded ? SELF_EXCLUSION_REFUND : overLimit > 0n ? DEPOSIT_LIMIT_REFUND : null;
  await credit(tx, {
    source: payment.source,
    idempotencyKey: payment.idempotencyKey,
    kind: 'deposit',
    currency,
    amount: deposit.amount,
    userId: deposit.userId,
    from: { kind: 'gateway_clearing' },
    metadata: {
      method: deposit.method,
      gateway: deposit.gateway,
      depositId: deposit.id,
      reference: payment.reference,
      // Shown in the player's history beside the deposit.
      ...(deposit.declineBonus ? { isBonusDeclined: true } : {}),
    },
    at: now,
  });
  if (overLimit > 0n) {
    await hold(tx, {
      source: payment.source,
      idempotencyKey: `${payment.idempotencyKey}:deposit-limit`,
      currency,
      amount: overLimit,
      userId: deposit.userId,
      metadata: { reason: DEPOSIT_LIMIT_REFUND, depositId: deposit.id, reference: payment.reference },
      at: now,
    });
  }
  await settleDeposit(tx, deposit.id, { status: 'completed', reference: payment.reference, refundReason, updatedAt: now });
  const announced = deposit.amount - overLimit;
  const eurCents = convertToEurFloor(announced, await getRatePerEur(tx, currency), currency);
  await insertPaymentEvent(tx, {
    type: DEPOSIT_COMPLETED,
    userId: deposit.userId,
    payload: {
      depositId: deposit.id,
      amount: announced.toString(),
      currency,
      eurCents: eurCents.toString(),
      depositNumber: await countCompletedDeposits(tx, deposit.userId),
      promotionCoupon: deposit.promotionCoupon,
      // Nothing within the limit: nothing to earn a bonus on.
      declineBonus: deposit.declineBonus || announced === 0n,
      ...(overLimit > 0n && { heldOverLimit: overLimit.toString() }),
      // Only an exclusion's refund takes the whole deposit's bonus away (payment-events-repo reads it so).
      ...(isExcluded && { refundReason }),
    },
    createdAt: now,
  });
  // After the event: a strong sign of harm this deposit raises stops bonuses before the promotions consumer reads it.
  await checkHarmMarkers(tx, deposit.userId, now);
}
