'use client';
import type { TFund, TFundList } from '@casino/contracts';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { useSharedQuery } from '@/lib/use-shared-query';
import { FUNDS_URL, WALLET_QUERY_KEY } from './paths';

export const FUNDS_QUERY_KEY = [...WALLET_QUERY_KEY, 'funds'] as const;

/** GET /profile/currency: every fund (currency wallet) the player holds. */
async function getFunds(): Promise<TFund[]> {
  return api.get<TFundList>(FUNDS_URL);
}

/** The player's funds; fetched only with a session (docs/product.md, Who may do what). */
export function useFunds() {
  const { isAuthenticated } = useAuth();
  return useSharedQuery({ queryKey: FUNDS_QUERY_KEY, queryFn: getFunds, enabled: isAuthenticated });
}
