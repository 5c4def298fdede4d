import type { Metadata } from 'next';
import { GamesCatalogPage } from '@/features/games';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.games.top.title'), description: t('pages.games.top.description') };

export default function TopGamesPage() {
  return <GamesCatalogPage title={t('pages.games.top.title')} source={{ type: 'list', kind: 'top' }} />;
}
