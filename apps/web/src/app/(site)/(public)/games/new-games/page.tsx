import type { Metadata } from 'next';
import { GamesCatalogPage, type CatalogSource } from '@/features/games';
import { serverInitialGames } from '@/features/games/server';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.games.newGames.title'), description: t('pages.games.newGames.description') };

const SOURCE: CatalogSource = { type: 'list', kind: 'new' };

export default async function NewGamesPage() {
  return <GamesCatalogPage title={t('pages.games.newGames.title')} source={SOURCE} initial={await serverInitialGames(SOURCE)} />;
}
