import type { TCurrencyCode } from '@casino/contracts';
import type { Db } from '../../db/client';
import { convertToEurFloor } from '../../lib/money';
import { getRatePerEur } from '../currency';
import { isSelfExcluded } from '../responsible-gaming';
import { credit } from '../wallet';
import { countCompletedDeposits, insertPaymentEvent, lockPlayerDeposits, settleDeposit, type DepositRow } from './deposits-repo';

/** The event promotions consume: one per completed deposit, in the transaction that credited it. */
export const DEPOSIT_COMPLETED = 'deposit_completed';

/** Why a deposit is flagged for refund: it was paid while the person was self-excluded. */
export const SELF_EXCLUSION_REFUND = 'self_exclusion';

/** Who paid the deposit in: the ledger source and the key that makes the movement happen once per payment. */
export type DepositPayment = { source: string; idempotencyKey: string; reference: string };

/**
 * Credits a pending deposit from the clearing account, marks it completed and publishes deposit_completed,
 * all in the caller's transaction (which holds the deposit's row lock). Gateway notices and chain transfers
 * both end here, so every deposit counts the same way towards the welcome offer.
 *
 * Money paid in while the person is self-excluded is still theirs, so it is credited; but it earns no bonus
 * or spins (the event says so) and the deposit is flagged for the operator to refund (`refund_reason`).
 */
export async function creditDeposit(tx: Db, deposit: DepositRow, payment: DepositPayment, now: Date): Promise<void> {
  const currency = deposit.currency as TCurrencyCode;
  await lockPlayerDeposits(tx, deposit.userId);
  const refundReason = (await isSelfExcluded(tx, deposit.userId, now)) ? SELF_EXCLUSION_REFUND : null;
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
  await settleDeposit(tx, deposit.id, { status: 'completed', reference: payment.reference, refundReason, updatedAt: now });
  const eurCents = convertToEurFloor(deposit.amount, await getRatePerEur(tx, currency), currency);
  await insertPaymentEvent(tx, {
    type: DEPOSIT_COMPLETED,
    userId: deposit.userId,
    payload: {
      depositId: deposit.id,
      amount: deposit.amount.toString(),
      currency,
      eurCents: eurCents.toString(),
      depositNumber: await countCompletedDeposits(tx, deposit.userId),
      promotionCoupon: deposit.promotionCoupon,
      declineBonus: deposit.declineBonus,
      ...(refundReason && { refundReason }),
    },
    createdAt: now,
  });
}
