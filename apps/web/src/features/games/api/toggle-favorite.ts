'use client';
import type { TFavoriteGame, TGame } from '@casino/contracts';
import { useCallback, useState } from 'react';
import { api } from '@/lib/api-client';
import { invalidateQueries } from '@/lib/query-store';
import { FAVORITES_QUERY_KEY, FAVORITES_URL } from './games';

// Apart from the lists: only a player's heart buttons and favourites page load this.

export function toFavorite(game: TGame): TFavoriteGame {
  return {
    id: game.id,
    launchId: game.launchId,
    category: game.categories[0] ?? 'slots',
    name: game.name,
    provider: game.provider,
  };
}

type FavoriteChange = { favorite: TFavoriteGame; add: boolean };

const changeFavorite = ({ favorite, add }: FavoriteChange) =>
  add ? api.post<unknown>(FAVORITES_URL, favorite) : api.delete<unknown>(`${FAVORITES_URL}/${encodeURIComponent(favorite.id)}`);

/** Adds or removes a favourite, then refreshes the list; `isPending` while the request is out. */
export function useToggleFavorite() {
  const [isPending, setIsPending] = useState(false);
  const mutate = useCallback((change: FavoriteChange, { onError }: { onError?: (error: unknown) => void } = {}) => {
    setIsPending(true);
    changeFavorite(change)
      .catch((error: unknown) => onError?.(error))
      .finally(() => {
        setIsPending(false);
        void invalidateQueries(FAVORITES_QUERY_KEY);
      });
  }, []);
  return { isPending, mutate };
}
