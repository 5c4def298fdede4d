import type { Metadata } from 'next';
import { SelfExclusionPage } from '@/features/profile';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('profile.selfExclusion.title') };

export default function ProfileSelfExclusionPage() {
  return <SelfExclusionPage />;
}
