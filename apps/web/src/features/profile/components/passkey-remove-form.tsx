'use client';
import type { TPasskey } from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '@/components/ui/form-field';
import { createFieldRegistrar } from '@/lib/field-registrar';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useRemovePasskey } from '../api/passkeys';
import { passkeyFailureMessage, ZRemovePasskeyForm, type RemovePasskeyValues } from '../lib/passkey-forms';
import { FormActions } from './form-actions';

/** Removing a passkey: the account's password confirms it is the player, not someone at a session left open. */
export function PasskeyRemoveForm({ passkey, onDone }: { passkey: TPasskey; onDone: () => void }) {
  const remove = useRemovePasskey();
  const form = useForm<RemovePasskeyValues>({
    resolver: zodResolver(ZRemovePasskeyForm),
    reValidateMode: 'onSubmit',
    defaultValues: { password: '' },
  });
  const {
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const field = createFieldRegistrar(form);

  useEffect(() => setFocus('password'), [setFocus]);

  async function submit({ password }: RemovePasskeyValues) {
    try {
      toast.success((await remove.mutateAsync({ id: passkey.id, password })).message);
      onDone();
    } catch (error) {
      setValue('password', '');
      setError('password', { message: passkeyFailureMessage(error, 'password') }, { shouldFocus: true });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="flex w-full flex-col gap-4">
      <p className="text-sm text-muted">{t('profile.passkeys.removeIntro', { name: passkey.name })}</p>
      <div className="sm:max-w-sm">
        <PasswordField label={t('profile.passkeys.passwordLabel')} error={errors.password?.message} {...field('password')} />
      </div>
      <FormActions
        submitLabel={t('profile.passkeys.confirmRemove')}
        cancelLabel={t('profile.passkeys.cancel')}
        isSubmitting={isSubmitting}
        onCancel={onDone}
      />
    </form>
  );
}
