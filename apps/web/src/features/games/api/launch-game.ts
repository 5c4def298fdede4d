'use client';
import type { TGame, TGameLaunchRequest, TGameLaunchResponse } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { GAMES_BASE } from './paths';

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

type Launch = { status: 'pending' } | { status: 'success'; url: string } | { status: 'error'; error: unknown };

/**
 * Launches the game once per visit of the page (a launch opens a game session: it is never re-sent
 * in the background) and answers the game client's URL. A plain effect rather than the query library,
 * which the game page would otherwise load for this one request.
 */
export function useGameLaunch(game: TGame | null, demo: boolean, isEnabled: boolean) {
  // The request as text: the same launch whatever object the game arrives in.
  const body = game ? JSON.stringify(launchPayload(game, demo)) : null;
  const [launch, setLaunch] = useState<{ body: string; result: Launch }>();
  useEffect(() => {
    if (!isEnabled || body === null) return;
    let isCurrent = true;
    api.post<TGameLaunchResponse>(`${GAMES_BASE}/game`, JSON.parse(body) as TGameLaunchRequest).then(
      ({ url }) => isCurrent && setLaunch({ body, result: { status: 'success', url } }),
      (error: unknown) => isCurrent && setLaunch({ body, result: { status: 'error', error } }),
    );
    return () => {
      isCurrent = false;
    };
  }, [body, isEnabled]);
  const result: Launch = launch && launch.body === body && isEnabled ? launch.result : { status: 'pending' };
  return {
    data: result.status === 'success' ? result.url : undefined,
    error: result.status === 'error' ? result.error : null,
    isError: result.status === 'error',
    isPending: result.status === 'pending',
  };
}
