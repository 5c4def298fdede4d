import type { TGame } from '@casino/contracts';
import { t } from '@/lib/i18n-site';
import { EmptyState } from './empty-state';
import { RailGames } from './rail-games';
import { RailSection } from './rail';

/**
 * A home page rail of one of the top, new or featured lists. Rendered with the page, which is kept and
 * revalidated when the catalogue changes (the lists are the catalogue's flags); only the hearts are the browser's.
 */
export function GameRail({
  title,
  href,
  viewAllLabel,
  games,
}: {
  title: string;
  href: string;
  viewAllLabel: string;
  /** The rail's games; null when the catalogue could not be read. */
  games: TGame[] | null;
}) {
  return (
    <RailSection title={title} href={href} viewAllLabel={viewAllLabel}>
      {games === null || games.length === 0 ? (
        <EmptyState text={games === null ? t('games.loadFailed') : t('lobby.gamesEmpty')} />
      ) : (
        <RailGames games={games} />
      )}
    </RailSection>
  );
}
