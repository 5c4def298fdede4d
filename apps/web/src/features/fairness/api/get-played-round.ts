'use client';
import { ZBetRecall, type TBetRecall } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { PLAYED_ROUND_URL } from './paths';

/** One of the player's rounds, with its seeds (the server seed once revealed). */
export function usePlayedRound(roundId: string | null) {
  const { isAuthenticated } = useAuth();
  return useQuery({
    queryKey: ['played-round', roundId],
    queryFn: async (): Promise<TBetRecall> => ZBetRecall.parse(await api.get<unknown>(PLAYED_ROUND_URL(roundId!))),
    enabled: isAuthenticated && roundId !== null,
  });
}
