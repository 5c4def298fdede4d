'use client';
import type { TGame } from '@casino/contracts';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/features/auth';
import { WALLET_QUERY_KEY } from '@/features/wallet';
import { t } from '@/lib/i18n-site';
import { gameHref } from '../lib/game-link';
import { useFavoriteIds } from '../hooks';
import { FavoriteButton } from './favorite-button';
import { invalidateQueries } from '@/lib/query-store';

/**
 * The height of the game's title, toolbar and frame together: the screen below the site's header (4rem), and
 * above the bottom bar (4rem) where the screen is narrow. A very short window keeps a playable frame and scrolls.
 */
export const STAGE_HEIGHT = 'h-[calc(100dvh-8.5rem)] min-h-[30rem] lg:h-[calc(100dvh-4.5rem)]';

/**
 * The game client in a frame, with the toolbar: back, full screen, favourite and, for a player, the
 * switch between demo and real money. The frame tells the page when a round moved money, and the
 * header balance is fetched again.
 */
export function GameFrame({ game, url, demo }: { game: TGame; url: string; demo: boolean }) {
  const { isAuthenticated } = useAuth();
  const favoriteIds = useFavoriteIds();
  const stage = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Our game client, or an aggregator's game framed from its own origin: either may only ask for the balance again.
    const frameOrigin = new URL(url, window.location.href).origin;
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin && event.origin !== frameOrigin) return;
      if ((event.data as { type?: unknown } | null)?.type === 'casino:balance') void invalidateQueries(WALLET_QUERY_KEY);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url]);

  const toolButton = 'rounded-lg border border-line bg-panel px-3 py-1.5 text-sm font-semibold hover:border-accent-2';
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <div role="toolbar" aria-label={t('game.toolbar')} className="flex flex-wrap items-center gap-2">
        <Link href="/games/all" className={toolButton}>
          {t('game.backToGames')}
        </Link>
        <button type="button" className={toolButton} onClick={() => void stage.current?.requestFullscreen?.()}>
          {t('game.fullScreen')}
        </button>
        {isAuthenticated && (
          <>
            <span className="relative inline-flex size-9">
              <FavoriteButton game={game} isFavorite={favoriteIds.has(game.id)} />
            </span>
            <Link href={gameHref(game, !demo)} className={toolButton}>
              {demo ? t('game.switchToReal') : t('game.switchToDemo')}
            </Link>
          </>
        )}
      </div>
      <div ref={stage} className="min-h-0 flex-1 overflow-hidden rounded-2xl border border-line bg-black">
        <iframe key={url} src={url} title={t('game.stageLabel', { name: game.name })} allow="fullscreen" className="block size-full" />
      </div>
    </div>
  );
}
