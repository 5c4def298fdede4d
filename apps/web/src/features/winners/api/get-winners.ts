'use client';
import type { TWinnerList } from '@casino/contracts';
import { useAuth } from '@/features/auth';
import { useDefaultFund } from '@/features/wallet';
import { api } from '@/lib/api-client';
import { useSharedQuery } from '@/lib/use-shared-query';

export type WinnersRail = 'latest' | 'top';

/** The lobby polls the rails: wins settle all the time, and the API answers from an index in a moment. */
export const WINNERS_REFRESH_MS = 30_000;

/** GET winners/{rail}?currency: a player sees amounts in the default fund's currency, a visitor in EUR. */
export function winnersUrl(rail: WinnersRail, currency: string | null): string {
  const base = `/game-aggregator-service/api/v1/winners/${rail}`;
  return currency ? `${base}?${new URLSearchParams({ currency })}` : base;
}

export function useWinners(rail: WinnersRail) {
  const { isAuthenticated } = useAuth();
  const { fund, isLoaded } = useDefaultFund();
  const currency = isAuthenticated && isLoaded ? fund.currency : null;
  return useSharedQuery({
    queryKey: ['winners', rail, currency],
    queryFn: async (): Promise<TWinnerList['winners']> => (await api.get<TWinnerList>(winnersUrl(rail, currency))).winners,
    refetchInterval: WINNERS_REFRESH_MS,
    staleTime: WINNERS_REFRESH_MS,
  });
}
