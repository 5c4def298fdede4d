import { parseAmount, type TCurrencyCode } from '@casino/contracts';
import type { Db } from '../../db/client';
import { creditDeposit } from './deposit-crediting';
import { lockDeposit, recordWebhookEvent, settleDeposit, type DepositRow } from './deposits-repo';
import type { GatewayNotice } from './gateways/gateway';

/** What became of a notice: credited once, a failure recorded, held for review, or nothing (a repeat, a settled deposit). */
export type NoticeOutcome = 'credited' | 'failed' | 'held' | 'ignored' | 'duplicate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The paid amount when the notice agrees with the deposit in currency and amount, else undefined. */
function agreedAmount(deposit: DepositRow, notice: GatewayNotice): bigint | undefined {
  if (notice.currency !== deposit.currency) return undefined;
  const parsed = parseAmount(notice.amount, deposit.currency as TCurrencyCode);
  return parsed.isValid && parsed.minor === deposit.amount ? parsed.minor : undefined;
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
    if (outcome === 'credited') {
      const payment = { source: `gateway:${gateway}`, idempotencyKey: `deposit:${deposit.id}`, reference: notice.reference };
      await creditDeposit(tx, deposit, payment, now);
    } else if (outcome === 'held') {
      const failureReason = `The gateway reported ${notice.amount} ${notice.currency}; held for review`;
      await settleDeposit(tx, deposit.id, { status: 'held', reference: notice.reference, failureReason, updatedAt: now });
    } else {
      const failureReason = notice.reason ?? 'Payment failed';
      await settleDeposit(tx, deposit.id, { status: 'failed', reference: notice.reference, failureReason, updatedAt: now });
    }
    return outcome;
  });
}
