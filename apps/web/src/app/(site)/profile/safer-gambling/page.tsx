import type { Metadata } from 'next';
import { SaferGamblingPage } from '@/features/safer-gambling';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('saferGambling.title') };

export default function ProfileSaferGamblingPage() {
  return <SaferGamblingPage />;
}
