import {
  CRYPTO_CURRENCIES,
  FIAT_CURRENCIES,
  type TCurrencyCode,
  type TTotalDepositsResponse,
  type TTransaction,
  type TTransactionHistory,
} from '@casino/contracts';
import type { Db } from '../../db/client';
import { toMajorUnits } from '../../lib/money';
import { toTimeRange } from '../../lib/time-range';
import { listPlayerTransfers } from './repo';

/** Longest history page: the page filters by date, so older rows stay reachable. */
export const HISTORY_LIMIT = 500;

const methodOf = (metadata: Record<string, unknown>) => {
  const method = metadata.method ?? metadata.gateway;
  return typeof method === 'string' && method ? method : 'other';
};

/** One entry per completed deposit of the player, newest first, every currency. */
export async function listDeposits(db: Db, userId: string): Promise<TTotalDepositsResponse> {
  const rows = await listPlayerTransfers(db, userId, { kinds: ['deposit'] });
  return {
    deposits: rows.map((r) => ({
      id: String(r.id),
      amount: toMajorUnits(r.amount, r.currency as TCurrencyCode),
      currency: r.currency as TCurrencyCode,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** Deposits or withdrawals of the player in fiat or crypto currencies, newest first, at most HISTORY_LIMIT. */
export async function getTransactionHistory(
  db: Db,
  userId: string,
  query: { currencyType: 'fiat' | 'crypto'; type: TTransaction['type']; from?: string; to?: string },
): Promise<TTransactionHistory> {
  // An operator's adjustment shows beside the movements it resembles: a credit with the deposits, a debit with the withdrawals.
  const rows = await listPlayerTransfers(db, userId, {
    kinds: query.type === 'deposit' ? ['deposit', 'adjustment'] : ['withdrawal', 'adjustment'],
    direction: query.type === 'deposit' ? 'in' : 'out',
    currencies: query.currencyType === 'fiat' ? FIAT_CURRENCIES : CRYPTO_CURRENCIES,
    range: toTimeRange(query.from, query.to),
    limit: HISTORY_LIMIT,
  });
  return {
    items: rows.map((r) => ({
      id: String(r.id),
      type: query.type,
      amount: toMajorUnits(r.amount, r.currency as TCurrencyCode),
      currency: r.currency as TCurrencyCode,
      // Ledger transfers are settled movements; pending gateway payments live in the payments module.
      status: 'completed' as const,
      method: r.kind === 'adjustment' ? 'adjustment' : methodOf(r.metadata),
      ...(r.kind === 'adjustment' && typeof r.metadata.reason === 'string' ? { note: r.metadata.reason } : {}),
      ...(typeof r.metadata.reference === 'string' ? { reference: r.metadata.reference } : {}),
      ...(r.metadata.isBonusDeclined === true ? { isBonusDeclined: true as const } : {}),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
