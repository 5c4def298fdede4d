import type { Metadata } from 'next';
import { GamesComingSoon } from '@/features/marketing';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.games.all.title'), description: t('pages.games.all.description') };

export default function AllGamesPage() {
  return <GamesComingSoon title={t('pages.games.all.title')} />;
}
