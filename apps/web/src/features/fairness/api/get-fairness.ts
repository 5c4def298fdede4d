'use client';
import type { TFairnessResponse } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { FAIRNESS_QUERY_KEY, FAIRNESS_URL } from './paths';
import { appQueryClient } from '@/lib/query-client';

/** GET /fairness: the active seed pair (server seed hashed) and the revealed ones, newest first. */
async function getFairness(): Promise<TFairnessResponse> {
  return api.get<TFairnessResponse>(FAIRNESS_URL);
}

/** The player's seeds; fetched only with a session. */
export function useFairness() {
  const { isAuthenticated } = useAuth();
  return useQuery({ queryKey: FAIRNESS_QUERY_KEY, queryFn: getFairness, enabled: isAuthenticated }, appQueryClient());
}
