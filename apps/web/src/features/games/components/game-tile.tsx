'use client';
import type { TGame } from '@casino/contracts';
import Link from 'next/link';
import type { MouseEvent } from 'react';
import { useAuth } from '@/features/auth';
import { openModal } from '@/lib/modal-store';
import { gameClickAction, gameHref } from '../lib/game-link';
import { FavoriteButton } from './favorite-button';
import { GameThumbnail } from './game-thumbnail';

export type GameTileProps = {
  game: TGame;
  /** First row: load the art straight away instead of lazily. */
  eager?: boolean;
  isFavorite?: boolean;
  /** Called after a click that leaves the current view (e.g. to close the search overlay). */
  onNavigate?: () => void;
};

/** A game card: art, name and provider; the click follows SPEC.md §2. */
export function GameTile({ game, eager, isFavorite = false, onNavigate }: GameTileProps) {
  const { isAuthenticated } = useAuth();
  const action = gameClickAction(game, isAuthenticated);
  const href = action.kind === 'navigate' ? action.href : gameHref(game);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (action.kind === 'sign-in') {
      event.preventDefault();
      openModal('sign-in');
      return;
    }
    onNavigate?.();
  }

  return (
    <article className="group relative overflow-hidden rounded-xl border border-line bg-panel transition-colors hover:border-accent-2">
      <Link href={href} onClick={handleClick} prefetch={false} className="block focus-visible:outline-2 focus-visible:outline-accent-2">
        <GameThumbnail game={game} eager={eager} />
        <span className="block px-2.5 pt-2 pb-2.5">
          <span className="block truncate text-sm font-semibold text-white">{game.name}</span>
          <span className="block truncate text-xs text-muted">{game.provider}</span>
        </span>
      </Link>
      {isAuthenticated ? <FavoriteButton game={game} isFavorite={isFavorite} /> : null}
    </article>
  );
}
