'use client';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth, useResendConfirmation } from '@/features/auth';
import { t } from '@/lib/i18n';

// Placeholder account page: the account feature replaces it with the full profile form.
export default function ProfilePage() {
  const { user } = useAuth();
  const resend = useResendConfirmation();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold">{t('auth.accountTitle')}</h1>
      <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 rounded-2xl border border-line bg-panel p-5 text-sm">
        <dt className="text-muted">{t('auth.accountName')}</dt>
        <dd>{user.name}</dd>
        <dt className="text-muted">{t('auth.accountEmail')}</dt>
        <dd className="break-all">{user.email}</dd>
        <dt className="text-muted">{t('auth.accountEmailStatus')}</dt>
        <dd className={user.confirmed ? 'text-emerald-400' : 'text-gold'}>
          {user.confirmed ? t('auth.emailStatusConfirmed') : t('auth.emailStatusUnconfirmed')}
        </dd>
      </dl>
      {!user.confirmed && (
        <Button className="mt-5" onClick={() => resend.mutate()} disabled={resend.isPending} aria-busy={resend.isPending}>
          {resend.isPending && <Spinner />}
          {t('auth.resendConfirmation')}
        </Button>
      )}
    </div>
  );
}
