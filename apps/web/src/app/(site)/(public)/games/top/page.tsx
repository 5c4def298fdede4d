import type { Metadata } from 'next';
import { GamesCatalogPage, type CatalogSource } from '@/features/games';
import { serverInitialGames } from '@/features/games/server';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.games.top.title'), description: t('pages.games.top.description') };

const SOURCE: CatalogSource = { type: 'list', kind: 'top' };

export default async function TopGamesPage() {
  return <GamesCatalogPage title={t('pages.games.top.title')} source={SOURCE} initial={await serverInitialGames(SOURCE)} />;
}
