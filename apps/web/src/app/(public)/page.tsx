import type { Metadata } from 'next';
import { GamesRailPlaceholder, WelcomeHero } from '@/features/marketing';
import { t } from '@/lib/i18n';

export const metadata: Metadata = {
  title: { absolute: t('site.title') },
  description: t('pages.home.description'),
};

const RAILS = [
  { key: 'topGames', href: '/games/top', empty: 'home.gamesEmpty' },
  { key: 'newGames', href: '/games/new-games', empty: 'home.gamesEmpty' },
  { key: 'featuredGames', href: '/games/featured-games', empty: 'home.gamesEmpty' },
  { key: 'providers', href: '/games/all', empty: 'home.providersEmpty' },
] as const;

export default function HomePage() {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-6 sm:px-6 lg:py-8">
      <WelcomeHero />
      {RAILS.map((rail) => (
        <GamesRailPlaceholder
          key={rail.key}
          title={t(`home.rails.${rail.key}`)}
          href={rail.href}
          viewAllLabel={t(`home.viewAllOf.${rail.key}`)}
          emptyText={t(rail.empty)}
        />
      ))}
    </div>
  );
}
