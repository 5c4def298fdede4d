import type { Metadata } from 'next';
import { ProfilePage } from '@/features/profile';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('profile.form.title') };

export default function MyAccountPage() {
  return <ProfilePage />;
}
