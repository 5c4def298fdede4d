'use client';
import type { TDepositStatus } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { appQueryClient } from '@/lib/query-client';
import { DEPOSIT_QUERY_KEY, PROFILE_API } from './paths';

/** How often a pending deposit is asked about: the gateway's notice usually comes within seconds. */
const PENDING_POLL_MS = 2_000;

/** GET /profile/payment/deposit/{id}: where a deposit stands. */
async function getDepositStatus(id: string): Promise<TDepositStatus> {
  return api.get<TDepositStatus>(`${PROFILE_API}/payment/deposit/${encodeURIComponent(id)}`);
}

/** The deposit, asked about again every few seconds while it is pending. */
export function useDepositStatus(id: string) {
  const { isAuthenticated } = useAuth();
  return useQuery(
    {
      queryKey: [...DEPOSIT_QUERY_KEY, 'status', id],
      queryFn: () => getDepositStatus(id),
      enabled: isAuthenticated,
      refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
    },
    appQueryClient(),
  );
}
