'use client';
import type { TPaymentGateway } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { appQueryClient } from '@/lib/query-client';
import { DEPOSIT_QUERY_KEY, GATEWAYS_URL } from './paths';

/** GET /profile/payment/gateways: the codes of the gateways taking payments now. */
async function getPaymentGateways(): Promise<TPaymentGateway[]> {
  return api.get<TPaymentGateway[]>(GATEWAYS_URL);
}

export function usePaymentGateways() {
  const { isAuthenticated } = useAuth();
  return useQuery(
    { queryKey: [...DEPOSIT_QUERY_KEY, 'gateways'], queryFn: getPaymentGateways, enabled: isAuthenticated },
    appQueryClient(),
  );
}
