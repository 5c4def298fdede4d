'use client';
import type { TGame } from '@casino/contracts';
import { memo, useDeferredValue, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { SearchField } from '@/components/ui/form-field';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import {
  EmptyState,
  GameTile,
  ProviderCard,
  matchesName,
  useFavoriteIds,
  useGameList,
  useGamesAndCategories,
  useProviderCounts,
} from '@/features/games';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { closeModal } from '@/lib/modal-store';

export type SearchTab = 'search' | 'providers';
const TABS: readonly SearchTab[] = ['search', 'providers'];

/** At most this many games in the Playing Now list (docs/product.md, Search). */
const PLAYING_NOW_LIMIT = 15;
/** Search results rendered at once; the rest are a more precise query away. */
const RESULT_LIMIT = 48;

const TILE_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6';

/**
 * The search overlay (docs/product.md, Search): Search and Providers tabs. Each panel keeps its own box and
 * only the open tab's panel is mounted, so switching tabs or closing the overlay clears both boxes,
 * and a keystroke re-renders the panel, never the dialog around it.
 */
export function SearchOverlay() {
  const [tab, setTab] = useState<SearchTab>('search');
  const baseId = useId();

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length] ?? 'search';
    setTab(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  }

  return (
    <Dialog title={t('search.title')} hideTitle onClose={closeModal} className="sm:max-w-5xl!">
      <div role="tablist" aria-label={t('search.tabsLabel')} className="mb-4 flex gap-1 rounded-xl bg-bg p-1">
        {TABS.map((id) => (
          <button
            key={id}
            id={`${baseId}-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls={`${baseId}-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            onKeyDown={onTabKeyDown}
            className={cx(
              'h-10 flex-1 rounded-lg text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-accent-2',
              tab === id ? 'bg-accent text-white' : 'text-muted hover:text-white',
            )}
          >
            {t(`search.tabs.${id}`)}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel-${tab}`} role="tabpanel" aria-labelledby={`${baseId}-tab-${tab}`}>
        {tab === 'search' ? <GamesPanel /> : <ProvidersPanel />}
      </div>
    </Dialog>
  );
}

/** Tiles whose game, place and favourite mark are unchanged are not rendered again. */
const ResultTile = memo(GameTile);

function GamesPanel() {
  const [query, setQuery] = useState('');
  const catalogue = useGamesAndCategories();
  const main = useGameList('main');
  const favorites = useFavoriteIds();
  // The box follows every key at once; the results follow the deferred copy in the background.
  const deferred = useDeferredValue(query);
  const searching = deferred.trim() !== '';

  const matches = useMemo(() => {
    if (!searching) return [];
    return (catalogue.data?.games ?? []).filter((g) => matchesName(g.name, deferred));
  }, [catalogue.data, deferred, searching]);

  const playingNow = useMemo(() => {
    const source = main.data?.length ? main.data : (catalogue.data?.games ?? []);
    return source.slice(0, PLAYING_NOW_LIMIT);
  }, [main.data, catalogue.data]);

  const games = useMemo(() => (searching ? matches.slice(0, RESULT_LIMIT) : playingNow), [searching, matches, playingNow]);
  const loading = searching ? catalogue.isPending : main.isPending && catalogue.isPending;

  return (
    <div className="flex flex-col gap-4">
      <SearchField
        label={t('search.gamesLabel')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t('search.gamesPlaceholder')}
      />
      <GameResults query={searching ? deferred.trim() : ''} games={games} total={matches.length} loading={loading} favorites={favorites} />
    </div>
  );
}

/**
 * The Playing Now list (empty query) or the results of `query`. Memoised: a keystroke whose
 * deferred results are not ready yet leaves it untouched, so typing stays quick with any catalogue.
 */
const GameResults = memo(function GameResults({
  query,
  games,
  total,
  loading,
  favorites,
}: {
  query: string;
  games: TGame[];
  total: number;
  loading: boolean;
  favorites: ReadonlySet<string>;
}) {
  const searching = query !== '';
  return (
    <>
      <h2 className="text-base font-bold">{searching ? t('search.results') : t('search.playingNow')}</h2>
      <p className="sr-only" aria-live="polite">
        {searching ? t('search.resultCount', { count: total }) : ''}
      </p>
      {loading ? (
        <div className="flex min-h-32 items-center justify-center" role="status" aria-label={t('games.loading')}>
          <Spinner />
        </div>
      ) : games.length === 0 ? (
        <EmptyState text={searching ? t('search.noGames', { query }) : t('games.empty')} />
      ) : (
        <>
          <ul className={TILE_GRID}>
            {games.map((game, index) => (
              <li key={game.id}>
                <ResultTile game={game} eager={index < 5} isFavorite={favorites.has(game.id)} onNavigate={closeModal} />
              </li>
            ))}
          </ul>
          {searching && total > RESULT_LIMIT ? (
            <p className="text-center text-sm text-muted">{t('search.moreResults', { shown: RESULT_LIMIT, total })}</p>
          ) : null}
        </>
      )}
    </>
  );
});

function ProvidersPanel() {
  const [query, setQuery] = useState('');
  const catalogue = useGamesAndCategories();
  const providers = useProviderCounts(catalogue.data?.games);
  const shown = useMemo(() => providers.filter((p) => matchesName(p.name, query)), [providers, query]);

  return (
    <div className="flex flex-col gap-4">
      <SearchField
        label={t('search.providersLabel')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t('search.providersPlaceholder')}
      />
      {catalogue.isPending ? (
        <div className="flex min-h-32 items-center justify-center" role="status" aria-label={t('games.loading')}>
          <Spinner />
        </div>
      ) : shown.length === 0 ? (
        <EmptyState text={t('search.noProviders')} />
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((p) => (
            <li key={p.id}>
              <ProviderCard name={p.name} gameCount={p.count} onNavigate={closeModal} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
