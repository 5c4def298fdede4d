'use client';
import { useMemo } from 'react';
import { useIsAuthenticated } from '@/features/auth';
import { useFavorites } from './api/games';

/** Ids of the player's favourites (empty for visitors). */
export function useFavoriteIds(): ReadonlySet<string> {
  const isAuthenticated = useIsAuthenticated();
  const { data } = useFavorites();
  return useMemo(() => new Set(isAuthenticated ? (data ?? []).map((f) => f.id) : []), [data, isAuthenticated]);
}
