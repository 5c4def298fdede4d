'use client';
import type { TSessionUser } from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { DialogDescription } from '@/components/ui/dialog';
import { OneTimeCodeField } from '@/components/ui/one-time-code-field';
import { createFieldRegistrar } from '@/lib/field-registrar';
import { t } from '@/lib/i18n';
import { completeSignIn } from '../api/session';
import { secondFactorFailure, ZSecondFactorForm, type SecondFactorInput, type SecondFactorValues } from '../lib/second-factor';
import { AuthForm } from './auth-form';
import { LinkButton } from './link-button';

export type SecondFactorChallenge = { challenge: string };

type SecondFactorStepProps = SecondFactorChallenge & {
  onSignedIn: (user: TSessionUser) => void;
  /** Back to the password step, with why (the challenge expired) or without (the player chose to). */
  onBack: (message?: string) => void;
};

/** The sign-in's second step: the code from the authenticator app, or a recovery code; the API's reason under the field. */
export function SecondFactorStep({ challenge, onSignedIn, onBack }: SecondFactorStepProps) {
  const form = useForm<SecondFactorInput, unknown, SecondFactorValues>({
    resolver: zodResolver(ZSecondFactorForm),
    reValidateMode: 'onSubmit',
    defaultValues: { code: '' },
  });
  const { setFocus, setValue, setError } = form;
  const field = createFieldRegistrar(form);

  // The dialog stays open between the steps: the focus moves on to the code, as it does into a new dialog.
  useEffect(() => setFocus('code'), [setFocus]);

  async function submit({ code }: SecondFactorValues) {
    try {
      onSignedIn(await completeSignIn({ challenge, code }));
    } catch (error) {
      const failure = secondFactorFailure(error);
      if (failure.isExpired) return onBack(failure.message);
      setValue('code', '');
      setError('code', { message: failure.message }, { shouldFocus: true });
    }
  }

  return (
    <>
      <DialogDescription className="mb-4 text-sm text-muted">{t('auth.secondFactor.intro')}</DialogDescription>
      <AuthForm form={form} onValid={submit} submitLabel={t('auth.secondFactor.submit')}>
        <OneTimeCodeField
          label={t('auth.secondFactor.codeLabel')}
          hint={t('auth.secondFactor.codeHint')}
          toLettersLabel={t('auth.secondFactor.useRecoveryCode')}
          toDigitsLabel={t('auth.secondFactor.useAppCode')}
          error={form.formState.errors.code?.message}
          {...field('code')}
        />
      </AuthForm>
      <p className="mt-4 text-center text-sm">
        <LinkButton onClick={() => onBack()}>{t('auth.backToLogin')}</LinkButton>
      </p>
    </>
  );
}
