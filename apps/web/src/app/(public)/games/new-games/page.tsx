import type { Metadata } from 'next';
import { GamesCatalogPage } from '@/features/games';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.games.newGames.title'), description: t('pages.games.newGames.description') };

export default function NewGamesPage() {
  return <GamesCatalogPage title={t('pages.games.newGames.title')} source={{ type: 'list', kind: 'new' }} />;
}
