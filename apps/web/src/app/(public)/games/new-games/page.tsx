import type { Metadata } from 'next';
import { GamesComingSoon } from '@/features/marketing';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.games.newGames.title'), description: t('pages.games.newGames.description') };

export default function NewGamesPage() {
  return <GamesComingSoon title={t('pages.games.newGames.title')} />;
}
