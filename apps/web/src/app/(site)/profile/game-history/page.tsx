import type { Metadata } from 'next';
import { Suspense } from 'react';
import { GameHistory } from '@/features/game-history';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('gameHistory.title') };

export default function GameHistoryPage() {
  // The filters live in the query string, which is read in the browser.
  return (
    <Suspense fallback={null}>
      <GameHistory />
    </Suspense>
  );
}
