import type { Metadata } from 'next';
import { GamesCatalogPage } from '@/features/games';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.games.all.title'), description: t('pages.games.all.description') };

export default function AllGamesPage() {
  return <GamesCatalogPage title={t('pages.games.all.title')} source={{ type: 'all' }} />;
}
