'use client';
import type { TGame } from '@casino/contracts';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n-site';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useGameList, type GameListKind } from '../api/games';
import { useFavoriteIds } from '../hooks';
import { RAIL_SIZE } from '../lib/paging';
import { EmptyState } from './empty-state';
import { GameTile } from './game-tile';
import { RailSection } from './rail';
import { RAIL_LIST_CLASSES } from './rail-list';

/**
 * A home page rail of one of the top, new or featured lists. The rails sit below the welcome
 * banner, out of a phone's first screen: their art loads lazily, and the browser reads the list afresh
 * only once the visitor scrolls near (until then the server's games show).
 */
export function GameRail({
  kind,
  title,
  href,
  viewAllLabel,
  initialGames,
}: {
  kind: GameListKind;
  title: string;
  href: string;
  viewAllLabel: string;
  /** The rail's games as the server rendered them. */
  initialGames?: TGame[] | null;
}) {
  const [anchor, isNear] = useNearViewport<HTMLElement>();
  const { data, isPending, isError } = useGameList(kind, { enabled: isNear, placeholderData: initialGames ?? undefined });
  const favorites = useFavoriteIds();
  const games = (data ?? []).slice(0, RAIL_SIZE);
  return (
    <RailSection ref={anchor} title={title} href={href} viewAllLabel={viewAllLabel}>
      {isPending ? (
        <div className="flex min-h-32 items-center justify-center" role="status" aria-label={t('games.loading')}>
          <Spinner />
        </div>
      ) : isError || games.length === 0 ? (
        <EmptyState text={isError ? t('games.loadFailed') : t('lobby.gamesEmpty')} />
      ) : (
        <ul className={RAIL_LIST_CLASSES}>
          {games.map((game) => (
            <li key={game.id}>
              <GameTile game={game} isFavorite={favorites.has(game.id)} />
            </li>
          ))}
        </ul>
      )}
    </RailSection>
  );
}
