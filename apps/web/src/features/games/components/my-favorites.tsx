'use client';
import type { TFavoriteGame } from '@casino/contracts';
import { useMemo } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n-site';
import { useFavorites, useGamesAndCategories } from '../api/games';
import { useToggleFavorite } from '../api/toggle-favorite';
import { EmptyState } from './empty-state';
import { GRID_CLASSES } from './game-grid';
import { GameTile } from './game-tile';

/** /profile/my-favorites: the player's favourite games, each removable. */
export function MyFavorites() {
  const favorites = useFavorites();
  const catalogue = useGamesAndCategories();
  const byId = useMemo(() => new Map((catalogue.data?.games ?? []).map((g) => [g.id, g])), [catalogue.data]);

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('games.favorites.title')}</h1>
      {favorites.isPending ? (
        <div className="flex min-h-32 items-center justify-center" role="status" aria-label={t('games.loading')}>
          <Spinner />
        </div>
      ) : favorites.isError ? (
        <EmptyState text={t('games.loadFailed')} />
      ) : favorites.data.length === 0 ? (
        <EmptyState text={t('games.favorites.empty')} />
      ) : (
        <ul className={GRID_CLASSES.replace('lg:grid-cols-6', 'lg:grid-cols-4 xl:grid-cols-5')}>
          {favorites.data.map((favorite, index) => {
            const game = byId.get(favorite.id);
            return (
              <li key={favorite.id}>
                {game ? <GameTile game={game} eager={index < 4} isFavorite /> : <FavoriteCard favorite={favorite} />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** A favourite whose game is not in the current catalogue: name, provider and Remove. */
function FavoriteCard({ favorite }: { favorite: TFavoriteGame }) {
  const toggle = useToggleFavorite();
  return (
    <article className="flex h-full flex-col justify-between gap-3 rounded-xl border border-line bg-panel p-3">
      <div>
        <p className="truncate text-sm font-semibold text-white">{favorite.name}</p>
        <p className="truncate text-xs text-muted">{favorite.provider}</p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('games.favorites.removeLabel', { name: favorite.name })}
        disabled={toggle.isPending}
        onClick={() => toggle.mutate({ favorite, add: false }, { onError: () => toast.error(t('games.favorite.failed')) })}
      >
        {t('games.favorites.remove')}
      </Button>
    </article>
  );
}
