import type { Metadata } from 'next';
import { GameRail, ProviderRail, RAIL_SIZE, RailGames } from '@/features/games';
import { serverCatalogue, serverGameList, serverProviders } from '@/features/games/server';
import { JackpotRail, jackpotRailGames } from '@/features/jackpots';
import { serverJackpotGameIds, serverJackpots } from '@/features/jackpots/server';
import { WelcomeBanner, welcomeTextValues } from '@/features/marketing';
import { serverWelcomeOffer } from '@/features/marketing/server';
import { WinnersRail } from '@/features/winners';
import { t } from '@/lib/i18n';

export async function generateMetadata(): Promise<Metadata> {
  const offer = await serverWelcomeOffer();
  return {
    title: { absolute: t('site.title') },
    description: offer ? t('pages.home.description', welcomeTextValues(offer)) : t('pages.home.descriptionNoFigures'),
  };
}

const RAIL = {
  topGames: { kind: 'top', href: '/games/top' },
  newGames: { kind: 'new', href: '/games/new-games' },
  featuredGames: { kind: 'featured', href: '/games/featured-games' },
} as const;

function ListRail({ rail, games }: { rail: keyof typeof RAIL; games: Awaited<ReturnType<typeof serverGameList>> }) {
  return (
    <GameRail
      title={t(`home.rails.${rail}`)}
      href={RAIL[rail].href}
      viewAllLabel={t(`home.viewAllOf.${rail}`)}
      games={games?.slice(0, RAIL_SIZE) ?? null}
    />
  );
}

/**
 * The lobby: a compact welcome banner, then games from the first screen on (popular, new, the live wins, the games
 * that can win a jackpot under its live pools), then the featured games and the studios.
 */
export default async function HomePage() {
  const [top, fresh, featured, catalogue, providers, jackpots, jackpotGameIds, welcomeOffer] = await Promise.all([
    serverGameList(RAIL.topGames.kind),
    serverGameList(RAIL.newGames.kind),
    serverGameList(RAIL.featuredGames.kind),
    serverCatalogue(),
    serverProviders(),
    serverJackpots(),
    serverJackpotGameIds(),
    serverWelcomeOffer(),
  ]);
  const jackpotGames = jackpotRailGames({
    pools: jackpots,
    catalogue,
    feedingIds: jackpotGameIds,
    popularIds: top?.map((game) => game.id) ?? [],
    limit: RAIL_SIZE,
  });
  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-col gap-8 px-4 py-4 sm:px-6 lg:py-6">
      <WelcomeBanner offer={welcomeOffer} />
      <ListRail rail="topGames" games={top} />
      <ListRail rail="newGames" games={fresh} />
      <WinnersRail />
      {jackpotGames && (
        <JackpotRail initialJackpots={jackpots}>{jackpotGames.length > 0 && <RailGames games={jackpotGames} />}</JackpotRail>
      )}
      <ListRail rail="featuredGames" games={featured} />
      <ProviderRail
        title={t('home.rails.providers')}
        href="/games/all"
        viewAllLabel={t('home.viewAllOf.providers')}
        providers={providers}
      />
    </div>
  );
}
