'use client';
import type { TGame, TGameLaunchRequest, TGameLaunchResponse } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { GAMES_BASE } from './paths';
import { appQueryClient } from '@/lib/query-client';

/** SPEC.md §3 Game launch payload; the platform is always desktop (SPEC.md §9). */
export const launchPayload = (game: TGame, demo: boolean): TGameLaunchRequest => ({
  id: game.id,
  gameName: game.name,
  demo,
  lang: 'en',
  launchId: game.launchId,
  imageId: game.imageId,
  platform: 'desktop',
  provider: game.provider,
  category: game.categories[0] ?? 'slots',
});

/**
 * Launches the game once per visit of the page (a launch opens a game session: it is never re-sent
 * in the background) and answers the game client's URL.
 */
export function useGameLaunch(game: TGame | null, demo: boolean, isEnabled: boolean) {
  return useQuery(
    {
      queryKey: ['game-launch', game?.id, demo],
      queryFn: async () => (await api.post<TGameLaunchResponse>(`${GAMES_BASE}/game`, launchPayload(game!, demo))).url,
      enabled: isEnabled && game !== null,
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
    },
    appQueryClient(),
  );
}
