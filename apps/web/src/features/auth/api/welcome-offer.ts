'use client';
import type { TWelcomeOfferSummary } from '@casino/contracts';
import { api } from '@/lib/api-client';
import { useSharedQuery } from '@/lib/use-shared-query';

const WELCOME_OFFER_URL = '/profile-service/api/v1/promotion/welcome';

/** GET /promotion/welcome (public): the operator's welcome offer, the same for a visitor and a player. */
export function useWelcomeOffer() {
  return useSharedQuery({
    queryKey: ['welcome-offer'],
    queryFn: () => api.get<TWelcomeOfferSummary>(WELCOME_OFFER_URL),
    keepsOnReset: true,
  });
}
