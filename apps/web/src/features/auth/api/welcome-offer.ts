'use client';
import type { TWelcomeOfferSummary } from '@casino/contracts';
import { api } from '@/lib/api-client';
import { useSharedQuery } from '@/lib/use-shared-query';

const WELCOME_OFFER_URL = '/profile-service/api/v1/promotion/welcome';

/**
 * GET /promotion/welcome (public): the operator's welcome offer; to a player whose market allows one bonus only (Sweden),
 * the first deposit's alone, so it is fetched again after a sign-out.
 */
export function useWelcomeOffer() {
  return useSharedQuery({
    queryKey: ['welcome-offer'],
    queryFn: () => api.get<TWelcomeOfferSummary>(WELCOME_OFFER_URL),
  });
}
