import type { Metadata } from 'next';
import { GamesCatalogPage } from '@/features/games';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.games.featuredGames.title'), description: t('pages.games.featuredGames.description') };

export default function FeaturedGamesPage() {
  return <GamesCatalogPage title={t('pages.games.featuredGames.title')} source={{ type: 'list', kind: 'featured' }} />;
}
