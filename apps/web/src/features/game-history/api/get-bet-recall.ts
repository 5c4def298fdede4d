'use client';
import type { TBetRecall } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { BET_ROUND_URL, GAME_HISTORY_QUERY_KEY } from './paths';
import { appQueryClient } from '@/lib/query-client';

/** GET /history/bet/round/{id}: one of the player's rounds with every step (game recall). */
export function useBetRecall(roundId: string) {
  const { isAuthenticated } = useAuth();
  return useQuery(
    {
      queryKey: [...GAME_HISTORY_QUERY_KEY, 'round', roundId],
      queryFn: async (): Promise<TBetRecall> => api.get<TBetRecall>(BET_ROUND_URL(roundId)),
      enabled: isAuthenticated,
      retry: false,
    },
    appQueryClient(),
  );
}
