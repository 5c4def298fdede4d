'use client';
import type { TCryptoDepositResponse, TCurrencyCode } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { appQueryClient } from '@/lib/query-client';
import { DEPOSIT_QUERY_KEY, PROFILE_API } from './paths';

/** POST /profile/crypto/deposit: the player's own address for `currency` and the buy-crypto widgets for it. */
async function createCryptoDeposit(currency: TCurrencyCode, promotionCoupon: string): Promise<TCryptoDepositResponse> {
  return api.post<TCryptoDepositResponse>(`${PROFILE_API}/crypto/deposit`, { currency, promotionCoupon: promotionCoupon || undefined });
}

/**
 * Read as a query: the address is the player's for good, so asking again (another tab, a reopened
 * dialog) shows the same one without a second request.
 */
export function useCryptoDeposit(currency: TCurrencyCode, promotionCoupon: string) {
  const { isAuthenticated } = useAuth();
  return useQuery(
    {
      queryKey: [...DEPOSIT_QUERY_KEY, 'crypto', currency, promotionCoupon],
      queryFn: () => createCryptoDeposit(currency, promotionCoupon),
      enabled: isAuthenticated,
      staleTime: Infinity,
    },
    appQueryClient(),
  );
}
