import { ZStaffSignInRequest } from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CodeField, TextField } from '@/components/ui/fields';
import { placeFieldErrors, statusOf } from '@/lib/form-errors';
import { t } from '@/lib/i18n';
import { useSignIn } from '../api/sign-in';

type Input = z.input<typeof ZStaffSignInRequest>;
type Values = z.output<typeof ZStaffSignInRequest>;
const FIELDS = ['email', 'password', 'code'] as const;

/**
 * E-mail, password and the authenticator's code together. A refusal is shown above the fields with the API's
 * words; too many attempts says so first. The code is cleared after a refusal: the next try needs a fresh one.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(ZStaffSignInRequest),
    defaultValues: { email: '', password: '', code: '' },
  });
  const signIn = useSignIn();
  const [failure, setFailure] = useState<{ status: number; message: string } | null>(null);
  const { errors } = form.formState;

  function submit(values: Values) {
    setFailure(null);
    signIn.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => {
        form.setValue('code', '');
        if (placeFieldErrors(error, form.setError, FIELDS)) setFailure({ status: statusOf(error), message: error.message });
      },
    });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4" aria-label={t('signIn.title')}>
      {failure &&
        (failure.status === 429 ? <Alert title={t('signIn.tooMany')}>{failure.message}</Alert> : <Alert>{failure.message}</Alert>)}
      <TextField label={t('signIn.email')} type="email" autoComplete="username" error={errors.email?.message} {...form.register('email')} />
      <TextField
        label={t('signIn.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <CodeField label={t('signIn.code')} hint={t('signIn.codeHint')} error={errors.code?.message} {...form.register('code')} />
      <Button type="submit" isBusy={signIn.isPending}>
        {t('signIn.submit')}
      </Button>
    </form>
  );
}
