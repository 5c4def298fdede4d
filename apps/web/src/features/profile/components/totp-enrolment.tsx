'use client';
import type { TTotpEnrolment } from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/form-field';
import { QrCode } from '@/components/ui/qr-code';
import { createFieldRegistrar } from '@/lib/field-registrar';
import { t } from '@/lib/i18n';
import { useConfirmTotp } from '../api/two-factor';
import { codeFailureMessage, ZAppCodeForm, type CodeFormInput, type CodeFormValues } from '../lib/two-factor-forms';
import { SetupKey } from './setup-key';
import { FormActions } from './form-actions';

type TotpEnrolmentProps = {
  enrolment: TTotpEnrolment;
  /** The app is on: the recovery codes, to show this once. */
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
};

/** Turning the app on: the secret to scan (QR code) or type in, then one code from the app to show it was added. */
export function TotpEnrolment({ enrolment, onEnabled, onCancel }: TotpEnrolmentProps) {
  const confirm = useConfirmTotp();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<CodeFormInput, unknown, CodeFormValues>({
    resolver: zodResolver(ZAppCodeForm),
    reValidateMode: 'onSubmit',
    defaultValues: { code: '' },
  });
  const {
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const field = createFieldRegistrar(form);

  // The button that opened this is gone: the reader continues from its heading.
  useEffect(() => heading.current?.focus(), []);

  async function submit({ code }: CodeFormValues) {
    try {
      onEnabled((await confirm.mutateAsync(code)).recoveryCodes);
    } catch (error) {
      setValue('code', '');
      setError('code', { message: codeFailureMessage(error) }, { shouldFocus: true });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <h3 ref={heading} tabIndex={-1} className="font-semibold outline-none">
        {t('profile.twoFactor.setupTitle')}
      </h3>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <QrCode
          text={enrolment.uri}
          label={t('profile.twoFactor.qrLabel')}
          className="size-48 shrink-0 self-center rounded-lg sm:self-start"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <p className="text-sm text-muted">{t('profile.twoFactor.scan')}</p>
          <SetupKey secret={enrolment.secret} />
          <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-4">
            <div className="sm:max-w-xs">
              <TextField
                label={t('profile.twoFactor.appCodeLabel')}
                hint={t('profile.twoFactor.appCodeHint')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                className="font-mono tracking-wider"
                error={errors.code?.message}
                {...field('code')}
              />
            </div>
            <FormActions
              submitLabel={t('profile.twoFactor.confirmOn')}
              cancelLabel={t('profile.twoFactor.cancel')}
              isSubmitting={isSubmitting}
              onCancel={onCancel}
            />
          </form>
        </div>
      </div>
    </div>
  );
}
