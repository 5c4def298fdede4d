'use client';
import { t } from '@/lib/i18n';
import { useProfile } from '../api/get-profile';
import { PageHeader } from './page-header';
import { ProfileForm } from './profile-form';
import { ErrorState, LoadingState } from '@/components/ui/query-status';

/** /profile: My Account. */
export function ProfilePage() {
  const profile = useProfile();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('profile.form.title')}>{t('profile.form.intro')}</PageHeader>
      {profile.isPending ? (
        <LoadingState label={t('profile.loading')} />
      ) : profile.isError ? (
        <ErrorState message={t('profile.loadFailed')} onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileForm profile={profile.data} />
      )}
    </div>
  );
}
