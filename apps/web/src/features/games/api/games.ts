'use client';
import type { TGame, TGamesAndCategories, TFavoriteGameList, TGameList } from '@casino/contracts';
import { useIsAuthenticated } from '@/features/auth';
import { useDefaultFund } from '@/features/wallet';
import { api } from '@/lib/api-client';
import { useSharedQuery } from '@/lib/use-shared-query';
import type { GameListKind } from '../lib/catalog-source';
import { catalogueCurrency } from '../lib/currency';
import { GAMES_BASE, LIST_PATHS } from './paths';

export const FAVORITES_URL = '/profile-service/api/v1/profile/favoriteGame';

const GAMES_QUERY_KEY = ['games'] as const;
export const FAVORITES_QUERY_KEY = ['games', 'favorites'] as const;

export type { GameListKind };

const STALE_MS = 5 * 60_000;

async function getGamesAndCategories(currency: string): Promise<TGamesAndCategories> {
  const code = encodeURIComponent(catalogueCurrency(currency));
  return api.get<TGamesAndCategories>(`${GAMES_BASE}/games-and-categories/${code}`);
}

/** The whole catalogue for the default fund's currency (EUR until the funds load, docs/product.md, Wallet and money). */
export function useGamesAndCategories({ enabled = true }: { enabled?: boolean } = {}) {
  const { fund } = useDefaultFund();
  const currency = catalogueCurrency(fund.currency);
  return useSharedQuery({
    queryKey: [...GAMES_QUERY_KEY, 'catalogue', currency],
    queryFn: () => getGamesAndCategories(currency),
    staleTime: STALE_MS,
    enabled,
  });
}

async function getGameList(kind: GameListKind): Promise<TGame[]> {
  return (await api.get<TGameList>(`${GAMES_BASE}/${LIST_PATHS[kind]}`)).games;
}

/**
 * One of the top, new, featured or main lists. `placeholderData` is the part the server rendered
 * with (the first screen only): shown until the whole list has loaded, never kept as the list.
 */
export function useGameList(
  kind: GameListKind,
  { enabled = true, placeholderData }: { enabled?: boolean; placeholderData?: TGame[] } = {},
) {
  return useSharedQuery({
    queryKey: [...GAMES_QUERY_KEY, 'list', kind],
    queryFn: () => getGameList(kind),
    staleTime: STALE_MS,
    enabled,
    placeholderData,
  });
}

/** The player's favourite games; fetched only with a session. */
export function useFavorites() {
  const isAuthenticated = useIsAuthenticated();
  return useSharedQuery({
    queryKey: FAVORITES_QUERY_KEY,
    queryFn: async () => api.get<TFavoriteGameList>(FAVORITES_URL),
    enabled: isAuthenticated,
  });
}
