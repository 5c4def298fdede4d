'use client';
import type { TCryptoDepositResponse, TCurrencyCode } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { appQueryClient } from '@/lib/query-client';
import { bonusRequestFields } from '../lib/bonus-choice';
import { DEPOSIT_QUERY_KEY, PROFILE_API } from './paths';

/** The bonus code ('' for none) or "No bonus" that the next deposit to the address takes. */
export type CryptoPromotionChoice = { promotionCoupon: string; declineBonus: boolean };

/** POST /profile/crypto/deposit: the player's own address for `currency` and the buy-crypto widgets for it. */
async function createCryptoDeposit(currency: TCurrencyCode, choice: CryptoPromotionChoice): Promise<TCryptoDepositResponse> {
  return api.post<TCryptoDepositResponse>(`${PROFILE_API}/crypto/deposit`, {
    currency,
    promotionCoupon: choice.promotionCoupon || undefined,
    ...bonusRequestFields(choice),
  });
}

/**
 * Read as a query: the address is the player's for good, so asking again (another tab, a reopened
 * dialog) shows the same one without a second request.
 */
export function useCryptoDeposit(currency: TCurrencyCode, choice: CryptoPromotionChoice) {
  const { isAuthenticated } = useAuth();
  return useQuery(
    {
      // Another code or choice is asked again: the API keeps the latest for the next deposit to the address.
      queryKey: [...DEPOSIT_QUERY_KEY, 'crypto', currency, choice.promotionCoupon, choice.declineBonus],
      queryFn: () => createCryptoDeposit(currency, choice),
      enabled: isAuthenticated,
      staleTime: Infinity,
    },
    appQueryClient(),
  );
}
