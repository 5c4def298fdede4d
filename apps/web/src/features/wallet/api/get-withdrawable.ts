'use client';
import type { TWithdrawableResponse } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { PROFILE_API, WALLET_QUERY_KEY } from './paths';
import { appQueryClient } from '@/lib/query-client';

const WITHDRAWABLE_QUERY_KEY = [...WALLET_QUERY_KEY, 'withdrawable'] as const;

/** GET /profile/withdrawable: real money of the default fund that bonus rules do not lock. */
async function getWithdrawable(): Promise<TWithdrawableResponse> {
  return api.get<TWithdrawableResponse>(`${PROFILE_API}/withdrawable`);
}

export function useWithdrawable() {
  const { isAuthenticated } = useAuth();
  return useQuery({ queryKey: WITHDRAWABLE_QUERY_KEY, queryFn: getWithdrawable, enabled: isAuthenticated }, appQueryClient());
}
