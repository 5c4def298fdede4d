import type { Metadata } from 'next';
import { PrivacyPage } from '@/features/profile';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('account.sections.privacy') };

export default function ProfilePrivacyPage() {
  return <PrivacyPage />;
}
