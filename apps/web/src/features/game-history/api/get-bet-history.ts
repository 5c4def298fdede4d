'use client';
import type { TBetHistoryResponse, TBetHistoryProviders } from '@casino/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { betHistoryQuery, type GameHistoryFilter } from '../lib/history-filter';
import { BET_HISTORY_URL, BET_PROVIDERS_URL, GAME_HISTORY_QUERY_KEY } from './paths';
import { appQueryClient } from '@/lib/query-client';

/** How many of the newest rounds stay one click away. */
const RECENT_ROUNDS = 10;
const NO_FILTER: GameHistoryFilter = { from: '', to: '', provider: '', page: 0 };

async function getBetHistory(filter: GameHistoryFilter, size?: number): Promise<TBetHistoryResponse> {
  return api.get<TBetHistoryResponse>(`${BET_HISTORY_URL}?${betHistoryQuery(filter, size)}`);
}

/** GET /history/bet: one page of the filtered rounds; the last page stays on screen while the next loads. */
export function useBetHistory(filter: GameHistoryFilter, isEnabled = true) {
  const { isAuthenticated } = useAuth();
  return useQuery(
    {
      queryKey: [...GAME_HISTORY_QUERY_KEY, 'list', filter],
      queryFn: () => getBetHistory(filter),
      enabled: isAuthenticated && isEnabled,
      placeholderData: keepPreviousData,
    },
    appQueryClient(),
  );
}

/** The newest rounds whatever the filters: the last game plus the nine before it. */
export function useRecentRounds() {
  const { isAuthenticated } = useAuth();
  return useQuery(
    {
      queryKey: [...GAME_HISTORY_QUERY_KEY, 'recent'],
      queryFn: async () => (await getBetHistory(NO_FILTER, RECENT_ROUNDS)).bets,
      enabled: isAuthenticated,
    },
    appQueryClient(),
  );
}

/** GET /history/bet/provider: the studios the player has played, for the filter. */
export function useBetProviders() {
  const { isAuthenticated } = useAuth();
  return useQuery(
    {
      queryKey: [...GAME_HISTORY_QUERY_KEY, 'providers'],
      queryFn: async () => (await api.get<TBetHistoryProviders>(BET_PROVIDERS_URL)).providers,
      enabled: isAuthenticated,
    },
    appQueryClient(),
  );
}
