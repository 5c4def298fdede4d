import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CodeField, TextField } from '@/components/ui/fields';
import { placeFieldErrors } from '@/lib/form-errors';
import { t } from '@/lib/i18n';
import { useCompleteEnrolment } from '../api/complete-enrolment';
import { ZEnrolmentForm, type EnrolmentFormInput, type EnrolmentFormValues } from '../lib/enrolment-form';

const FIELDS = ['password', 'code'] as const;

/** Step 2: a password (twice) and a first code from the authenticator, which proves it was set up right. */
export function EnrolmentForm({ token, onEnrolled }: { token: string; onEnrolled: () => void }) {
  const form = useForm<EnrolmentFormInput, unknown, EnrolmentFormValues>({
    resolver: zodResolver(ZEnrolmentForm),
    defaultValues: { password: '', repeatPassword: '', code: '' },
  });
  const complete = useCompleteEnrolment();
  const [failure, setFailure] = useState<string | null>(null);
  const { errors } = form.formState;

  function submit({ password, code }: EnrolmentFormValues) {
    setFailure(null);
    complete.mutate(
      { token, password, code },
      {
        onSuccess: onEnrolled,
        onError: (error) => {
          form.setValue('code', '');
          if (placeFieldErrors(error, form.setError, FIELDS)) setFailure(error.message);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4" aria-label={t('enrol.step2')}>
      <h2 className="text-sm font-semibold text-ink">{t('enrol.step2')}</h2>
      {failure && <Alert>{failure}</Alert>}
      <TextField
        label={t('enrol.password')}
        type="password"
        autoComplete="new-password"
        hint={t('enrol.passwordHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={t('enrol.repeatPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.repeatPassword?.message}
        {...form.register('repeatPassword')}
      />
      <CodeField label={t('enrol.code')} hint={t('enrol.codeHint')} error={errors.code?.message} {...form.register('code')} />
      <Button type="submit" isBusy={complete.isPending}>
        {t('enrol.submit')}
      </Button>
    </form>
  );
}
