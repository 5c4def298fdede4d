'use client';
import type { TLoyaltyLevel } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { appQueryClient } from '@/lib/query-client';
import { LOYALTY_LEVEL_QUERY_KEY, LOYALTY_LEVEL_URL } from './paths';

/** GET /profile/loyalty-level: the player's level by real money wagered and the next one. */
async function getLoyaltyLevel(): Promise<TLoyaltyLevel> {
  return api.get<TLoyaltyLevel>(LOYALTY_LEVEL_URL);
}

export function useLoyaltyLevel() {
  const { isAuthenticated } = useAuth();
  return useQuery({ queryKey: LOYALTY_LEVEL_QUERY_KEY, queryFn: getLoyaltyLevel, enabled: isAuthenticated }, appQueryClient());
}
