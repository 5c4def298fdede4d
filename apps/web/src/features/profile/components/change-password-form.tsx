'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { createFieldRegistrar } from '@/lib/field-registrar';
import { t } from '@/lib/i18n';
import { useChangePassword } from '../api/change-password';
import { passwordFieldOf, ZChangePasswordForm, type ChangePasswordValues } from '../lib/change-password-form';

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and repeated password; the server's reason shows under its field or above the button. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const field = createFieldRegistrar(form, () => setServerMessage(null));

  async function submit(values: ChangePasswordValues) {
    setServerMessage(null);
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
      toast.success(t('profile.password.changed'));
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      const message = apiError && apiError.status < 500 ? apiError.message : t('auth.somethingWrong');
      let isShownAtField = false;
      for (const { field: name, message: fieldMessage } of apiError?.errors ?? []) {
        const formField = passwordFieldOf(name);
        if (formField) {
          setError(formField, { message: fieldMessage }, { shouldFocus: !isShownAtField });
          isShownAtField = true;
        }
      }
      if (!isShownAtField) setServerMessage(message);
      toast.error(t('profile.password.failed'), { description: message });
    }
  }

  const isBusy = isSubmitting || change.isPending;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('profile.password.intro')}</p>
      <div className="grid gap-4 md:grid-cols-3">
        <PasswordField label={t('profile.password.old')} error={errors.oldPassword?.message} {...field('oldPassword')} />
        <PasswordField label={t('profile.password.new')} isNew error={errors.newPassword?.message} {...field('newPassword')} />
        <PasswordField label={t('profile.password.confirm')} isNew error={errors.confirmPassword?.message} {...field('confirmPassword')} />
      </div>
      {serverMessage && (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">
          {serverMessage}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="lg" isBusy={isBusy}>
          {t('profile.password.submit')}
        </Button>
      </div>
    </form>
  );
}
