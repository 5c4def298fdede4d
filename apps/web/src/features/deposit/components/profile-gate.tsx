'use client';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/query-status';
import { ProfileForm, useProfile } from '@/features/profile';
import { t } from '@/lib/i18n';
import { missingProfileFields, NOT_IN_PROFILE_FORM, type FiatMethod, type ProfileRequirement } from '../lib/required-profile-fields';

const fieldList = (fields: ProfileRequirement[]) =>
  fields.map((f) => t(`deposit.profile.fields.${f}`)).join(t('deposit.profile.separator'));

/**
 * docs/product.md, Deposits and withdrawals: missing profile details come before a payment. The profile form fills what it can;
 * once the saved profile has everything the method needs, `children` (the payment) shows.
 */
export function ProfileGate({ method, children }: { method: FiatMethod; children: ReactNode }) {
  const profile = useProfile();
  if (profile.isPending) return <LoadingState label={t('deposit.profile.loading')} />;
  if (profile.isError) return <ErrorState message={t('deposit.profile.loadFailed')} onRetry={() => void profile.refetch()} />;

  const missing = missingProfileFields(profile.data, method);
  if (missing.length === 0) return children;
  const fromAccount = missing.filter((field) => NOT_IN_PROFILE_FORM.includes(field) && field !== 'confirmedEmail');

  return (
    <section aria-labelledby="deposit-profile" className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <h3 id="deposit-profile" className="text-lg font-bold">
          {t('deposit.profile.title')}
        </h3>
        <p className="text-sm text-muted">
          {t('deposit.profile.intro', { method: t(`deposit.fiat.${method}`), fields: fieldList(missing) })}
        </p>
        {fromAccount.length > 0 && (
          <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-white">
            {t('deposit.profile.notEditable', { fields: fieldList(fromAccount) })}
          </p>
        )}
        {missing.includes('confirmedEmail') && (
          <p className="rounded-lg bg-panel-2 px-3 py-2 text-sm text-gold">{t('deposit.profile.verifyEmail')}</p>
        )}
      </div>
      <ProfileForm profile={profile.data} />
    </section>
  );
}
