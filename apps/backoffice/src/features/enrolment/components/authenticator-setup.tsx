import type { TStaffEnrolmentStartResponse } from '@casino/contracts';
import { CopyButton } from '@/components/ui/copy-button';
import { QrCode } from '@/components/ui/qr-code';
import { t } from '@/lib/i18n';
import { groupSecret } from '../lib/enrolment-form';

/** Step 1: the authenticator secret as a QR code to scan, and as text to type where a camera is not at hand. */
export function AuthenticatorSetup({ enrolment }: { enrolment: TStaffEnrolmentStartResponse }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-soft">{t('enrol.for', { email: enrolment.email, role: t(`roles.${enrolment.role}`) })}</p>
      <h2 className="text-sm font-semibold text-ink">{t('enrol.step1')}</h2>
      <p className="text-sm text-ink-soft">{t('enrol.scan')}</p>
      <QrCode text={enrolment.otpauthUri} label={t('enrol.qrLabel')} className="mx-auto size-48 rounded border border-line" />
      <div className="flex flex-col gap-1">
        <p className="text-sm text-ink-soft">{t('enrol.typeInstead')}</p>
        <div className="flex flex-wrap items-center gap-2">
          <code aria-label={t('enrol.secretLabel')} className="rounded bg-canvas px-2 py-1 font-mono text-sm break-all text-ink">
            {groupSecret(enrolment.totpSecret)}
          </code>
          <CopyButton
            text={enrolment.totpSecret}
            label={t('enrol.copySecret')}
            copiedLabel={t('common.copied')}
            failedLabel={t('common.copyFailed')}
          />
        </div>
      </div>
    </div>
  );
}
