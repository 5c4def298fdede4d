'use client';
import type { TTotpEnrolment } from '@casino/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/query-status';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useStartTotp, useTwoFactorStatus } from '../api/two-factor';
import { formatDateTime } from '@/lib/format-date-time';
import { codeFailureMessage } from '../lib/two-factor-forms';
import { RecoveryCodes } from './recovery-codes';
import { TotpEnrolment } from './totp-enrolment';
import { TwoFactorOffForm } from './two-factor-off-form';

/** Below this many recovery codes the player is told how to get new ones. */
const FEW_RECOVERY_CODES = 3;

type View =
  | { kind: 'status' }
  | { kind: 'enrolling'; enrolment: TTotpEnrolment }
  | { kind: 'recovery-codes'; codes: string[] }
  | { kind: 'turning-off' }
  | { kind: 'off-requested'; message: string };

const STATUS: View = { kind: 'status' };

/** The Two-factor sign-in card's authenticator app: its code after the password, turned on and off here. */
export function TwoFactorSettings() {
  const status = useTwoFactorStatus();
  const start = useStartTotp();
  const [view, setView] = useState<View>(STATUS);

  function turnOn() {
    start.mutate(undefined, {
      onSuccess: (enrolment) => setView({ kind: 'enrolling', enrolment }),
      onError: (error) => {
        toast.error(t('profile.twoFactor.startFailed'), { description: codeFailureMessage(error) });
        // 409: it is on already (another tab); show that.
        if (error instanceof ApiError && error.status === 409) void status.refetch();
      },
    });
  }

  // These two outlive a status refresh: the app turns on in between.
  if (view.kind === 'enrolling') {
    return (
      <TotpEnrolment
        enrolment={view.enrolment}
        onEnabled={(codes) => setView({ kind: 'recovery-codes', codes })}
        onCancel={() => setView(STATUS)}
      />
    );
  }
  if (view.kind === 'recovery-codes') return <RecoveryCodes codes={view.codes} onDone={() => setView(STATUS)} />;

  if (status.isPending) return <LoadingState label={t('profile.twoFactor.loading')} />;
  if (status.isError) return <ErrorState message={t('profile.twoFactor.loadFailed')} onRetry={() => void status.refetch()} />;

  const { totpEnabledAt, recoveryCodesLeft, passkeys } = status.data;
  if (!totpEnabledAt) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('profile.twoFactor.intro')}</p>
        {/* With a passkey, sign-ins already take a second factor: only the app is off. */}
        <p className="font-medium">{t(passkeys.length > 0 ? 'profile.twoFactor.appIsOff' : 'profile.twoFactor.isOff')}</p>
        <div>
          <Button onClick={turnOn} isBusy={start.isPending}>
            {t('profile.twoFactor.turnOn')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <p className="font-medium">{t('profile.twoFactor.isOn', { date: formatDateTime(totpEnabledAt) })}</p>
        <p className="text-sm text-muted">{t('profile.twoFactor.codesLeft', { count: recoveryCodesLeft })}</p>
        {recoveryCodesLeft < FEW_RECOVERY_CODES && <p className="text-sm text-gold">{t('profile.twoFactor.fewCodesLeft')}</p>}
      </div>
      {view.kind === 'turning-off' ? (
        <TwoFactorOffForm onRequested={(message) => setView({ kind: 'off-requested', message })} onCancel={() => setView(STATUS)} />
      ) : view.kind === 'off-requested' ? (
        <p role="status" className="rounded-lg border border-line bg-bg/40 px-3 py-2 text-sm">
          {view.message}
        </p>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setView({ kind: 'turning-off' })}>
            {t('profile.twoFactor.turnOff')}
          </Button>
        </div>
      )}
    </div>
  );
}
