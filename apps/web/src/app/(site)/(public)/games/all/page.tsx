import type { Metadata } from 'next';
import { GamesCatalogPage, type CatalogSource } from '@/features/games';
import { serverInitialGames } from '@/features/games/server';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.games.all.title'), description: t('pages.games.all.description') };

const SOURCE: CatalogSource = { type: 'all' };

export default async function AllGamesPage() {
  return <GamesCatalogPage title={t('pages.games.all.title')} source={SOURCE} initial={await serverInitialGames(SOURCE)} />;
}
