'use client';
import type { TCurrencyCode, TRateLimitResponse } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { appQueryClient } from '@/lib/query-client';
import { DEPOSIT_QUERY_KEY, RATE_LIMIT_API } from './paths';

/** GET /rate/limit/{currency}: minimum deposit and promotion amounts, and the euro value of one unit. */
async function getRateLimit(currency: TCurrencyCode): Promise<TRateLimitResponse> {
  return api.get<TRateLimitResponse>(`${RATE_LIMIT_API}/${currency}`);
}

export function useRateLimit(currency: TCurrencyCode) {
  const { isAuthenticated } = useAuth();
  return useQuery(
    { queryKey: [...DEPOSIT_QUERY_KEY, 'rate-limit', currency], queryFn: () => getRateLimit(currency), enabled: isAuthenticated },
    appQueryClient(),
  );
}
