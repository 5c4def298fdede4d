import { parseAmount, type TCurrencyCode } from '@casino/contracts';
import type { Db } from '../../db/client';
import { convertToEurFloor } from '../../lib/money';
import { getRatePerEur } from '../currency';
import { credit } from '../wallet';
import {
  countCompletedDeposits,
  insertPaymentEvent,
  lockDeposit,
  lockPlayerDeposits,
  recordWebhookEvent,
  settleDeposit,
  type DepositRow,
} from './deposits-repo';
import type { GatewayNotice } from './gateways/gateway';

/** What became of a notice: credited once, a failure recorded, held for review, or nothing (a repeat, a settled deposit). */
export type NoticeOutcome = 'credited' | 'failed' | 'held' | 'ignored' | 'duplicate';

/** The event promotions consume: one per completed deposit, in the transaction that credited it. */
export const DEPOSIT_COMPLETED = 'deposit_completed';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The paid amount when the notice agrees with the deposit in currency and amount, else undefined. */
function agreedAmount(deposit: DepositRow, notice: GatewayNotice): bigint | undefined {
  if (notice.currency !== deposit.currency) return undefined;
  const parsed = parseAmount(notice.amount, deposit.currency as TCurrencyCode);
  return parsed.isValid && parsed.minor === deposit.amount ? parsed.minor : undefined;
}

async function creditDeposit(tx: Db, deposit: DepositRow, reference: string, now: Date): Promise<void> {
  const currency = deposit.currency as TCurrencyCode;
  await lockPlayerDeposits(tx, deposit.userId);
  await credit(tx, {
    source: `gateway:${deposit.gateway}`,
    idempotencyKey: `deposit:${deposit.id}`,
    kind: 'deposit',
    currency,
    amount: deposit.amount,
    userId: deposit.userId,
    from: { kind: 'gateway_clearing' },
    metadata: { method: deposit.method, gateway: deposit.gateway, depositId: deposit.id, reference },
    at: now,
  });
  await settleDeposit(tx, deposit.id, { status: 'completed', reference, updatedAt: now });
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
    },
    createdAt: now,
  });
}

/**
 * Settles a deposit from its gateway's checked notice, exactly once: a notice id seen before, a deposit
 * already settled or another gateway's deposit changes nothing. A paid notice whose amount or currency
 * disagrees with the deposit is held for review and never credited.
 */
export async function settleNotice(db: Db, gateway: string, notice: GatewayNotice, now: Date): Promise<NoticeOutcome> {
  return db.transaction(async (tx) => {
    const deposit = UUID.test(notice.depositId) ? await lockDeposit(tx, notice.depositId) : undefined;
    const isOpen = deposit && deposit.gateway === gateway && deposit.status === 'pending';
    const paid = isOpen && notice.outcome === 'paid' ? agreedAmount(deposit, notice) : undefined;
    const outcome: NoticeOutcome = !isOpen ? 'ignored' : notice.outcome === 'failed' ? 'failed' : paid !== undefined ? 'credited' : 'held';
    const isFirst = await recordWebhookEvent(tx, {
      gateway,
      eventId: notice.eventId,
      depositId: deposit?.id ?? null,
      outcome,
      receivedAt: now,
    });
    if (!isFirst) return 'duplicate';
    if (!isOpen) return outcome;
    if (outcome === 'credited') await creditDeposit(tx, deposit, notice.reference, now);
    else if (outcome === 'held') {
      const failureReason = `The gateway reported ${notice.amount} ${notice.currency}; held for review`;
      await settleDeposit(tx, deposit.id, { status: 'held', reference: notice.reference, failureReason, updatedAt: now });
    } else {
      const failureReason = notice.reason ?? 'Payment failed';
      await settleDeposit(tx, deposit.id, { status: 'failed', reference: notice.reference, failureReason, updatedAt: now });
    }
    return outcome;
  });
}
