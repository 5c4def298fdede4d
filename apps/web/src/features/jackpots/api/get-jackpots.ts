'use client';
import type { TJackpotList } from '@casino/contracts';
import { useAuth } from '@/features/auth';
import { useDefaultFund } from '@/features/wallet';
import { api } from '@/lib/api-client';
import { useSharedQuery } from '@/lib/use-shared-query';

import { JACKPOTS_URL } from './paths';

/** Every stake on a participating title grows a pool: the lobby asks again often (the API holds its answer for 5 s). */
export const JACKPOTS_REFRESH_MS = 10_000;

type Jackpot = TJackpotList['jackpots'][number];

/** The pools with the viewer's currency first (a player's default fund; EUR for a visitor), the rest in the API's order. */
export function orderForViewer(jackpots: Jackpot[], currency: string): Jackpot[] {
  return [...jackpots.filter((j) => j.currency === currency), ...jackpots.filter((j) => j.currency !== currency)];
}

/** The pools, starting from `initial` (what the server rendered) until the browser's own read. */
export function useJackpots(initial?: Jackpot[]) {
  const { isAuthenticated } = useAuth();
  const { fund, isLoaded } = useDefaultFund();
  const currency = isAuthenticated && isLoaded ? fund.currency : 'EUR';
  const query = useSharedQuery({
    queryKey: ['jackpots'],
    queryFn: async (): Promise<Jackpot[]> => (await api.get<TJackpotList>(JACKPOTS_URL)).jackpots,
    refetchInterval: JACKPOTS_REFRESH_MS,
    staleTime: JACKPOTS_REFRESH_MS,
    keepsOnReset: true,
    placeholderData: initial,
  });
  return orderForViewer(query.data ?? [], currency);
}
