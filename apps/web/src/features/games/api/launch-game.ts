'use client';
import type { TGame, TGameLaunchRequest, TGameLaunchResponse } from '@casino/contracts';
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { retryDelayMs, scheduleRetry } from './launch-retry';
import { GAMES_BASE } from './paths';

/** The game launch payload; the platform is always desktop (docs/product.md, Game launch). */
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
 * in the background) and answers the game client's URL. A refused launch opened nothing: a rate limit's
 * is sent again by itself once its wait has passed, and `retry` sends any again at the player's word.
 * A plain effect rather than the query library, which the game page would otherwise load for this one request.
 */
export function useGameLaunch(game: TGame | null, demo: boolean, isEnabled: boolean) {
  // The request as text: the same launch whatever object the game arrives in.
  const body = game ? JSON.stringify(launchPayload(game, demo)) : null;
  const [attempt, setAttempt] = useState(0);
  const key = body === null ? null : `${attempt}:${body}`;
  const [launch, setLaunch] = useState<{ key: string; result: Launch }>();
  useEffect(() => {
    if (!isEnabled || body === null) return;
    const sent = `${attempt}:${body}`;
    let isCurrent = true;
    api.post<TGameLaunchResponse>(`${GAMES_BASE}/game`, JSON.parse(body) as TGameLaunchRequest).then(
      ({ url }) => isCurrent && setLaunch({ key: sent, result: { status: 'success', url } }),
      (error: unknown) => isCurrent && setLaunch({ key: sent, result: { status: 'error', error } }),
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt, body, isEnabled]);
  const result: Launch = launch && launch.key === key && isEnabled ? launch.result : { status: 'pending' };
  const error = result.status === 'error' ? result.error : null;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => (error === null ? undefined : scheduleRetry(error, retry)), [error, retry]);
  return {
    data: result.status === 'success' ? result.url : undefined,
    error,
    isError: result.status === 'error',
    isPending: result.status === 'pending',
    /** The launch will be sent again by itself (a rate limit's wait). */
    willRetry: retryDelayMs(error) !== null,
    retry,
  };
}
