'use client';
import type { TGame } from '@casino/contracts';
import Link from 'next/link';
import { t } from '@/lib/i18n-site';
import { memo, useEffect, useId, type MouseEvent } from 'react';
import { useIsAuthenticated } from '@/features/auth';
import { openModal } from '@/lib/modal-store';
import { gameClickAction, gameHref } from '../lib/game-link';
import { lazyComponent } from '@/components/ui/lazy-component';
import { installTouchFacts } from '../lib/install-touch-facts';
import { GameThumbnail } from './game-thumbnail';
import { TileFacts } from './tile-facts';

// The heart shows only to a signed-in player: its code (and the favourites call) loads for one.
const FavoriteButton = lazyComponent(() => import('./favorite-button').then((m) => m.FavoriteButton));

export type GameTileProps = {
  game: TGame;
  /** First row: load the art straight away instead of lazily. */
  eager?: boolean;
  /** The page's likely largest paint: fetched ahead of other images. */
  priority?: boolean;
  isFavorite?: boolean;
  /** Called after a click that leaves the current view (e.g. to close the search overlay). */
  onNavigate?: () => void;
};

/**
 * A game card: art, then the name (written once: the art carries none) and the studio's name as its mark; the click follows
 * docs/product.md, Game page. Its RTP and volatility show over the art on hover, on keyboard focus and on a touch
 * long-press (which then does not open the game). Memoised: a page shows dozens, and a list re-rendering for its own
 * reasons (a fetch starting) need not render each card again.
 */
export const GameTile = memo(function GameTile({ game, eager, priority, isFavorite = false, onNavigate }: GameTileProps) {
  const isAuthenticated = useIsAuthenticated();
  const action = gameClickAction(game, isAuthenticated);
  const href = action.kind === 'navigate' ? action.href : gameHref(game);
  const factsId = useId();
  useEffect(installTouchFacts, []);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (action.kind === 'sign-in') {
      event.preventDefault();
      openModal('sign-in');
      return;
    }
    onNavigate?.();
  }

  return (
    // data-tile: what a long press looks for; it marks the tile data-facts while its facts show (lib/touch-facts.ts).
    <article
      data-tile=""
      className="group relative overflow-hidden rounded-xl border border-line bg-panel transition-colors select-none hover:border-accent-2 data-facts:border-accent-2"
    >
      <Link
        href={href}
        onClick={handleClick}
        prefetch={false}
        aria-describedby={factsId}
        className="block [-webkit-touch-callout:none] focus-visible:outline-2 focus-visible:outline-accent-2"
      >
        <GameThumbnail game={game} eager={eager} priority={priority} />
        <span className="block px-2.5 pt-2 pb-2.5">
          <span className="block truncate text-sm font-semibold text-white">{game.name}</span>
          <span className="mt-0.5 block truncate text-[11px] font-bold tracking-wider text-accent-2 uppercase">{game.provider}</span>
        </span>
      </Link>
      <TileFacts id={factsId} game={game} />
      {isAuthenticated ? (
        <FavoriteButton game={game} isFavorite={isFavorite} />
      ) : (
        // The tile itself asks a visitor to sign in (docs/product.md, Game page); the demo stays one tap away.
        <Link
          href={gameHref(game, true)}
          onClick={onNavigate}
          prefetch={false}
          aria-label={t('games.demo.label', { name: game.name })}
          className="absolute top-2 right-2 z-10 rounded-full bg-bg/80 px-2.5 py-1 text-[11px] font-bold tracking-wide uppercase backdrop-blur hover:bg-accent"
        >
          {t('games.demo.text')}
        </Link>
      )}
    </article>
  );
});
