'use client';
import type { TEligiblePromotions } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { appQueryClient } from '@/lib/query-client';
import { PROFILE_API, PROMOTIONS_QUERY_KEY } from './paths';

/** GET /profile/promotion-eligible: what the player's next deposit earns (docs/product.md, Promotions). */
async function getEligiblePromotions(): Promise<TEligiblePromotions> {
  return api.get<TEligiblePromotions>(`${PROFILE_API}/promotion-eligible`);
}

/** Under the promotions key: accepting or redeeming one changes what the next deposit earns. */
export function useEligiblePromotions() {
  const { isAuthenticated } = useAuth();
  return useQuery(
    { queryKey: [...PROMOTIONS_QUERY_KEY, 'eligible'], queryFn: getEligiblePromotions, enabled: isAuthenticated, staleTime: 5 * 60_000 },
    appQueryClient(),
  );
}
