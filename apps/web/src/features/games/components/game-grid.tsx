'use client';
import type { TGame } from '@casino/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n-site';
import { useFavoriteIds } from '../hooks';
import { GAMES_PAGE_SIZE } from '../lib/paging';
import { EmptyState } from './empty-state';
import { GameTile } from './game-tile';

/** Tiles in the widest first row; they load eagerly. */
export const FIRST_ROW = 6;
/** Tiles in a phone's first row: one of them is the page's largest paint. */
const PHONE_ROW = 2;

export const GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6';

/** A paged grid of tiles with a "Load more" button, loading and empty states. */
export function GameGrid({
  games,
  isLoading,
  isError,
  emptyText,
  total = games.length,
}: {
  games: readonly TGame[];
  isLoading: boolean;
  isError?: boolean;
  emptyText: string;
  /** The full count when `games` is only the server-rendered first page. */
  total?: number;
}) {
  const [visible, setVisible] = useState(GAMES_PAGE_SIZE);
  const favorites = useFavoriteIds();

  if (isLoading) {
    return (
      <div className="flex min-h-48 items-center justify-center" role="status" aria-label={t('games.loading')}>
        <Spinner />
      </div>
    );
  }
  if (isError || games.length === 0) {
    return <EmptyState text={isError ? t('games.loadFailed') : emptyText} />;
  }

  const shown = games.slice(0, visible);
  return (
    <div className="flex flex-col items-center gap-6">
      <ul className={`${GRID_CLASSES} w-full`}>
        {shown.map((game, index) => (
          <li key={game.id}>
            <GameTile game={game} eager={index < FIRST_ROW} priority={index < PHONE_ROW} isFavorite={favorites.has(game.id)} />
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted" aria-live="polite">
        {t('games.shownOf', { shown: shown.length, total })}
      </p>
      {visible < total ? (
        <Button variant="secondary" onClick={() => setVisible((n) => n + GAMES_PAGE_SIZE)}>
          {t('games.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
