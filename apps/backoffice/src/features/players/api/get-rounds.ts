import { ZBetHistoryResponse, ZBetRecall } from '@casino/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerQueryKey, playerUrl } from './paths';

export const ROUNDS_PAGE_SIZE = 20;

/** GET …/players/{id}/rounds?page=: the player's real-money rounds, newest first, as their history lists them. */
export function useRounds(id: string, page: number) {
  return useQuery({
    queryKey: playerQueryKey(id, 'rounds', String(page)),
    queryFn: () =>
      api.get(
        `${playerUrl(id)}/rounds?${new URLSearchParams({ page: String(page), size: String(ROUNDS_PAGE_SIZE) })}`,
        ZBetHistoryResponse,
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET …/players/{id}/rounds/{roundId}: the recall the player sees; asked only once opened. */
export function useRoundRecall(id: string, roundId: string, isOpen: boolean) {
  return useQuery({
    queryKey: playerQueryKey(id, 'round', roundId),
    queryFn: () => api.get(`${playerUrl(id)}/rounds/${encodeURIComponent(roundId)}`, ZBetRecall),
    enabled: isOpen,
  });
}
