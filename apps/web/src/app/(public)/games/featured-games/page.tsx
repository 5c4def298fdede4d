import type { Metadata } from 'next';
import { GamesComingSoon } from '@/features/marketing';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.games.featuredGames.title'), description: t('pages.games.featuredGames.description') };

export default function FeaturedGamesPage() {
  return <GamesComingSoon title={t('pages.games.featuredGames.title')} />;
}
