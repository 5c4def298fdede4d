'use client';
import { BET_HISTORY_MAX_SIZE, type TBetHistoryResponse } from '@casino/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { appQueryClient } from '@/lib/query-client';
import { sessionShotsQuery, type GameHistoryFilter } from '../lib/history-filter';
import { BET_SHOTS_URL, GAME_HISTORY_QUERY_KEY } from './paths';

/** GET /history/bet/round/{id}/shots: a fishing session's shots within the list's dates, a page at a time, once opened. */
export function useSessionShots(roundId: string, filter: GameHistoryFilter, isEnabled: boolean) {
  const { isAuthenticated } = useAuth();
  return useInfiniteQuery(
    {
      queryKey: [...GAME_HISTORY_QUERY_KEY, 'shots', roundId, filter.from, filter.to],
      queryFn: ({ pageParam }) =>
        api.get<TBetHistoryResponse>(`${BET_SHOTS_URL(roundId)}?${sessionShotsQuery(filter, pageParam, BET_HISTORY_MAX_SIZE)}`),
      initialPageParam: 0,
      getNextPageParam: (last) => ((last.page + 1) * last.size < last.total ? last.page + 1 : undefined),
      enabled: isAuthenticated && isEnabled,
    },
    appQueryClient(),
  );
}
