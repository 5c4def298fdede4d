import type { Metadata } from 'next';
import { MyFavorites } from '@/features/games';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('games.favorites.title') };

export default function MyFavoritesPage() {
  return <MyFavorites />;
}
