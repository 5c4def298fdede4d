import type { Metadata } from 'next';
import { GamesComingSoon } from '@/features/marketing';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.games.top.title'), description: t('pages.games.top.description') };

export default function TopGamesPage() {
  return <GamesComingSoon title={t('pages.games.top.title')} />;
}
