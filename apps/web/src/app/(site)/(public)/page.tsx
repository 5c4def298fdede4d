import type { Metadata } from 'next';
import { GameRail, ProviderRail, RAIL_SIZE } from '@/features/games';
import { serverGameList, serverProviders } from '@/features/games/server';
import { JackpotStrip } from '@/features/jackpots';
import { serverJackpots } from '@/features/jackpots/server';
import { WelcomeHero, welcomeTextValues } from '@/features/marketing';
import { serverWelcomeOffer } from '@/features/marketing/server';
import { WinnersStrip } from '@/features/winners';
import { t } from '@/lib/i18n';

export async function generateMetadata(): Promise<Metadata> {
  const offer = await serverWelcomeOffer();
  return {
    title: { absolute: t('site.title') },
    description: offer ? t('pages.home.description', welcomeTextValues(offer)) : t('pages.home.descriptionNoFigures'),
  };
}

const GAME_RAILS = [
  { key: 'topGames', kind: 'top', href: '/games/top' },
  { key: 'newGames', kind: 'new', href: '/games/new-games' },
  { key: 'featuredGames', kind: 'featured', href: '/games/featured-games' },
] as const;

export default async function HomePage() {
  const [lists, providers, jackpots, welcomeOffer] = await Promise.all([
    Promise.all(GAME_RAILS.map((rail) => serverGameList(rail.kind))),
    serverProviders(),
    serverJackpots(),
    serverWelcomeOffer(),
  ]);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-6 sm:px-6 lg:py-8">
      <WelcomeHero offer={welcomeOffer} />
      <JackpotStrip initialJackpots={jackpots} />
      <WinnersStrip />
      {GAME_RAILS.map((rail, i) => (
        <GameRail
          key={rail.key}
          title={t(`home.rails.${rail.key}`)}
          href={rail.href}
          viewAllLabel={t(`home.viewAllOf.${rail.key}`)}
          games={lists[i]?.slice(0, RAIL_SIZE) ?? null}
        />
      ))}
      <ProviderRail
        title={t('home.rails.providers')}
        href="/games/all"
        viewAllLabel={t('home.viewAllOf.providers')}
        providers={providers}
      />
    </div>
  );
}
