'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { OneTimeCodeField } from '@/components/ui/one-time-code-field';
import { createFieldRegistrar } from '@/lib/field-registrar';
import { t } from '@/lib/i18n';
import { useRequestTwoFactorOff } from '../api/two-factor';
import { codeFailureMessage, ZTwoFactorOffForm, type CodeFormInput, type CodeFormValues } from '../lib/two-factor-forms';
import { FormActions } from './form-actions';

type TwoFactorOffFormProps = {
  /** The API's sentence: the link is on its way, and the app stays on until it is opened. */
  onRequested: (message: string) => void;
  onCancel: () => void;
};

/** Turning the app off: a code proves the phone (or a recovery code) is at hand; the e-mailed link finishes it. */
export function TwoFactorOffForm({ onRequested, onCancel }: TwoFactorOffFormProps) {
  const request = useRequestTwoFactorOff();
  const form = useForm<CodeFormInput, unknown, CodeFormValues>({
    resolver: zodResolver(ZTwoFactorOffForm),
    reValidateMode: 'onSubmit',
    defaultValues: { code: '' },
  });
  const {
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const field = createFieldRegistrar(form);

  useEffect(() => setFocus('code'), [setFocus]);

  async function submit({ code }: CodeFormValues) {
    try {
      onRequested((await request.mutateAsync(code)).message);
    } catch (error) {
      setValue('code', '');
      setError('code', { message: codeFailureMessage(error) }, { shouldFocus: true });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('profile.twoFactor.offIntro')}</p>
      <div className="sm:max-w-sm">
        <OneTimeCodeField
          label={t('profile.twoFactor.codeLabel')}
          hint={t('profile.twoFactor.codeHint')}
          toLettersLabel={t('auth.secondFactor.useRecoveryCode')}
          toDigitsLabel={t('auth.secondFactor.useAppCode')}
          error={errors.code?.message}
          {...field('code')}
        />
      </div>
      <FormActions
        submitLabel={t('profile.twoFactor.confirmOff')}
        cancelLabel={t('profile.twoFactor.cancel')}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
