import type { Metadata } from 'next';
import { RoundRecall } from '@/features/game-history';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('gameHistory.recall.title') };

export default async function RoundRecallPage({ params }: { params: Promise<{ roundId: string }> }) {
  const { roundId } = await params;
  return <RoundRecall roundId={roundId} />;
}
