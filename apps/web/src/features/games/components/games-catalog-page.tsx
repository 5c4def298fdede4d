'use client';
import type { TGame, TGameCategoryId } from '@casino/contracts';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { openModal } from '@/lib/modal-store';
import { useGameList, useGamesAndCategories, type GameListKind } from '../api/games';
import { GameGrid } from './game-grid';

export type CatalogSource =
  | { type: 'all' }
  | { type: 'list'; kind: GameListKind }
  | { type: 'category'; category: TGameCategoryId }
  | { type: 'provider'; provider: string };

/** Title, Categories/Search buttons and the paged grid of one slice of the catalogue. */
export function GamesCatalogPage({ title, source }: { title: string; source: CatalogSource }) {
  const usesList = source.type === 'list';
  const catalogue = useGamesAndCategories({ enabled: !usesList });
  const list = useGameList(source.type === 'list' ? source.kind : 'main', { enabled: usesList });
  const query = usesList ? list : catalogue;

  const games = useMemo<TGame[]>(() => {
    if (source.type === 'list') return list.data ?? [];
    const all = catalogue.data?.games ?? [];
    if (source.type === 'category') return all.filter((g) => g.categories.includes(source.category));
    if (source.type === 'provider') return all.filter((g) => g.provider.toLowerCase() === source.provider.toLowerCase());
    return all;
  }, [source, list.data, catalogue.data]);

  const emptyText =
    source.type === 'provider' ? t('games.emptyProvider', { provider: source.provider }) : t('games.empty');

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => openModal('categories')}>
            {t('games.categoriesButton')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => openModal('search')}>
            {t('search.open')}
          </Button>
        </div>
      </div>
      <GameGrid
        key={title}
        games={games}
        isLoading={query.isPending}
        isError={query.isError}
        emptyText={emptyText}
      />
    </div>
  );
}
