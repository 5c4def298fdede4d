'use client';
import type { TGame } from '@casino/contracts';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n-site';
import { openModal } from '@/lib/modal-store';
import { useGameList, useGamesAndCategories } from '../api/games';
import { selectGames, type CatalogSource, type InitialGames } from '../lib/catalog-source';
import { GameGrid } from './game-grid';

/**
 * Title, Categories/Search buttons and the paged grid of one slice of the catalogue. `initial` is the
 * server-rendered first page, shown until the browser has the whole list (for the player's currency).
 */
export function GamesCatalogPage({ title, source, initial }: { title: string; source: CatalogSource; initial?: InitialGames | null }) {
  const usesList = source.type === 'list';
  const catalogue = useGamesAndCategories({ enabled: !usesList });
  const list = useGameList(source.type === 'list' ? source.kind : 'main', { enabled: usesList });
  const query = usesList ? list : catalogue;

  const games = useMemo<readonly TGame[]>(() => {
    if (source.type === 'list') return list.data ?? [];
    return selectGames(source, catalogue.data?.games ?? []);
  }, [source, list.data, catalogue.data]);

  const emptyText = source.type === 'provider' ? t('games.emptyProvider', { provider: source.provider }) : t('games.empty');
  const showInitial = query.isPending && initial;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => openModal('categories')}>
            {t('games.categoriesButton')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => openModal('search')}>
            {t('games.searchButton')}
          </Button>
        </div>
      </div>
      <GameGrid
        key={title}
        games={showInitial ? initial.games : games}
        total={showInitial ? initial.total : games.length}
        isLoading={query.isPending && !initial}
        isError={query.isError}
        emptyText={emptyText}
      />
    </div>
  );
}
