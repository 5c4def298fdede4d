import type { Metadata } from 'next';
import { GamesCatalogPage, type CatalogSource } from '@/features/games';
import { serverInitialGames } from '@/features/games/server';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.games.featuredGames.title'), description: t('pages.games.featuredGames.description') };

const SOURCE: CatalogSource = { type: 'list', kind: 'featured' };

export default async function FeaturedGamesPage() {
  return <GamesCatalogPage title={t('pages.games.featuredGames.title')} source={SOURCE} initial={await serverInitialGames(SOURCE)} />;
}
