import type { Metadata } from 'next';
import { PlayClient } from '@/features/play';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('play.pageTitle'), robots: { index: false, follow: false } };

/** The game client a launch answers (/play/{launchToken}), shown in the frame of /game/{slug}. */
export default async function PlayPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <PlayClient token={token} />;
}
