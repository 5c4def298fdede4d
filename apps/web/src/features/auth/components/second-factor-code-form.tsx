'use client';
import type { TSessionUser } from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { OneTimeCodeField } from '@/components/ui/one-time-code-field';
import { createFieldRegistrar } from '@/lib/field-registrar';
import { t } from '@/lib/i18n';
import { completeSignIn } from '../api/session';
import { secondFactorFailure, ZSecondFactorForm, type SecondFactorInput, type SecondFactorValues } from '../lib/second-factor';
import { AuthForm } from './auth-form';

type SecondFactorCodeFormProps = {
  challenge: string;
  /** Whether the field takes the focus when the step opens (it is the step's only control). */
  isFirst: boolean;
  onSignedIn: (user: TSessionUser) => void;
  /** The challenge expired: back to the password step, with the API's reason. */
  onExpired: (message: string) => void;
};

/** The code from the authenticator app, or a recovery code; the API's reason under the field. */
export function SecondFactorCodeForm({ challenge, isFirst, onSignedIn, onExpired }: SecondFactorCodeFormProps) {
  const form = useForm<SecondFactorInput, unknown, SecondFactorValues>({
    resolver: zodResolver(ZSecondFactorForm),
    reValidateMode: 'onSubmit',
    defaultValues: { code: '' },
  });
  const { setFocus, setValue, setError } = form;
  const field = createFieldRegistrar(form);

  // The dialog stays open between the steps: the focus moves on to the code, as it does into a new dialog.
  useEffect(() => {
    if (isFirst) setFocus('code');
  }, [isFirst, setFocus]);

  async function submit({ code }: SecondFactorValues) {
    try {
      onSignedIn(await completeSignIn({ challenge, code }));
    } catch (error) {
      const failure = secondFactorFailure(error);
      if (failure.isExpired) return onExpired(failure.message);
      setValue('code', '');
      setError('code', { message: failure.message }, { shouldFocus: true });
    }
  }

  return (
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
  );
}
