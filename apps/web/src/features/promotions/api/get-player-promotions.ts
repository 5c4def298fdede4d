'use client';
import type { TPlayerPromotion, TPlayerPromotionList } from '@casino/contracts';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { useSharedQuery } from '@/lib/use-shared-query';
import { PLAYER_PROMOTIONS_QUERY_KEY, PLAYER_PROMOTIONS_URL } from './paths';

/** GET /profile/promotion: the player's promotions, newest first. */
async function getPlayerPromotions(): Promise<TPlayerPromotion[]> {
  return api.get<TPlayerPromotionList>(PLAYER_PROMOTIONS_URL);
}

/**
 * The player's promotions; fetched only with a session (docs/product.md, Who may do what). Read through the shared store, not the
 * query library: the header's bell counts the pending ones on every page a player opens. The promotions pages
 * ask for `isFresh`: read again each time one opens, as wagering moves with every round played.
 */
export function usePlayerPromotions({ isFresh = false }: { isFresh?: boolean } = {}) {
  const { isAuthenticated } = useAuth();
  return useSharedQuery({
    queryKey: PLAYER_PROMOTIONS_QUERY_KEY,
    queryFn: getPlayerPromotions,
    enabled: isAuthenticated,
    ...(isFresh && { staleTime: 0 }),
  });
}
