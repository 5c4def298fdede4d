import { CRYPTO_CURRENCIES, FIAT_CURRENCIES, type TCurrencyCode, type TTransaction, type TTransactionHistory } from '@casino/contracts';
import type { Db } from '../../db/client';
import { toMajorUnits } from '../../lib/money';
import { toTimeRange } from '../../lib/time-range';
import { mayCancelWithdrawal } from '../responsible-gaming';
import { getTransactionHistory, HISTORY_LIMIT } from '../wallet';
import { listUncreditedDeposits } from './deposits-repo';
import { listUnpaidWithdrawals } from './withdrawals-repo';

export type HistoryQuery = { currencyType: 'fiat' | 'crypto'; type: TTransaction['type']; from?: string; to?: string };

const DEPOSIT_STATUS: Record<string, TTransaction['status']> = { pending: 'pending', failed: 'failed', held: 'held' };

/**
 * The money history (/profile/{fiat|crypto}/{type}, docs/product.md, API): settled movements come from the ledger
 * (credited deposits, paid withdrawals, an operator's adjustments), and this module adds what is not settled
 * (pending, failed or held deposits; unconfirmed, pending, rejected or cancelled withdrawals). Newest first.
 */
export async function getPaymentHistory(db: Db, userId: string, query: HistoryQuery): Promise<TTransactionHistory> {
  const range = toTimeRange(query.from, query.to);
  const filter = { currencies: query.currencyType === 'fiat' ? FIAT_CURRENCIES : CRYPTO_CURRENCIES, range, limit: HISTORY_LIMIT };
  // A market that forbids reverse withdrawals (UK): no pending one is offered for cancelling.
  const canCancel = query.type === 'withdraw' && (await mayCancelWithdrawal(db, userId));
  const [settled, unsettled] = await Promise.all([
    getTransactionHistory(db, userId, query),
    query.type === 'deposit'
      ? listUncreditedDeposits(db, userId, filter).then((rows) =>
          rows.map((r): TTransaction => ({
            id: r.id,
            type: 'deposit',
            amount: toMajorUnits(r.amount, r.currency as TCurrencyCode),
            currency: r.currency as TCurrencyCode,
            status: DEPOSIT_STATUS[r.status] ?? 'pending',
            method: r.method,
            ...(r.reference ? { reference: r.reference } : {}),
            // A failed or held deposit says why: a held one is not lost, it waits for an operator.
            ...((r.status === 'failed' || r.status === 'held') && r.failureReason ? { note: r.failureReason } : {}),
            ...(r.declineBonus ? { isBonusDeclined: true as const } : {}),
            createdAt: r.createdAt.toISOString(),
          })),
        )
      : listUnpaidWithdrawals(db, userId, filter).then((rows) =>
          rows.map((r): TTransaction => ({
            id: r.id,
            type: 'withdraw',
            amount: toMajorUnits(r.amount, r.currency as TCurrencyCode),
            currency: r.currency as TCurrencyCode,
            status: r.status === 'completed' ? 'completed' : r.status,
            method: r.method,
            ...(r.reason ? { note: r.reason } : {}),
            ...(r.status === 'unconfirmed' ? { note: 'Waiting for you to open the link we e-mailed you.' } : {}),
            ...(canCancel && (r.status === 'pending' || r.status === 'unconfirmed') ? { canCancel: true as const } : {}),
            createdAt: r.createdAt.toISOString(),
          })),
        ),
  ]);
  const items = [...settled.items, ...unsettled].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, HISTORY_LIMIT);
  return { items };
}
