'use client';
import type { TTransaction, TTransactionHistory } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import type { HistoryFilter } from '../lib/history-filter';
import { PROFILE_API, WALLET_QUERY_KEY } from './paths';
import { appQueryClient } from '@/lib/query-client';

const TRANSACTIONS_QUERY_KEY = [...WALLET_QUERY_KEY, 'transactions'] as const;

function transactionsQueryKey(filter: HistoryFilter) {
  return [...TRANSACTIONS_QUERY_KEY, filter] as const;
}

/** GET /profile/{fiat|crypto}/{deposit|withdraw}?from&to: the player's payments in a date range. */
async function getTransactions({ kind, type, from, to }: HistoryFilter): Promise<TTransaction[]> {
  const query = new URLSearchParams({ from, to });
  const history = await api.get<TTransactionHistory>(`${PROFILE_API}/${kind}/${type}?${query}`);
  return history.items;
}

/** `isEnabled` is false while the filter cannot be sent (e.g. a range that ends before it starts). */
export function useTransactions(filter: HistoryFilter, isEnabled = true) {
  const { isAuthenticated } = useAuth();
  return useQuery(
    {
      queryKey: transactionsQueryKey(filter),
      queryFn: () => getTransactions(filter),
      enabled: isAuthenticated && isEnabled,
    },
    appQueryClient(),
  );
}
