'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/form-field';
import { createFieldRegistrar } from '@/lib/field-registrar';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useAddPasskey } from '../api/passkeys';
import { passkeyFailureMessage, ZPasskeyNameForm, type PasskeyNameValues } from '../lib/passkey-forms';
import { FormActions } from './form-actions';

/** Adding a passkey: a name to tell it apart by, then the browser's prompt makes it. */
export function PasskeyAddForm({ onDone }: { onDone: () => void }) {
  const add = useAddPasskey();
  const form = useForm<PasskeyNameValues>({
    resolver: zodResolver(ZPasskeyNameForm),
    reValidateMode: 'onSubmit',
    defaultValues: { name: '' },
  });
  const {
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const field = createFieldRegistrar(form);

  // The button that opened this is gone: the focus moves on to the name.
  useEffect(() => setFocus('name'), [setFocus]);

  async function submit({ name }: PasskeyNameValues) {
    try {
      const added = await add.mutateAsync(name);
      toast.success(t('profile.passkeys.added', { name: added.name }));
      onDone();
    } catch (error) {
      setError('name', { message: passkeyFailureMessage(error, 'name') }, { shouldFocus: true });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-4">
      <div className="sm:max-w-sm">
        <TextField
          label={t('profile.passkeys.nameLabel')}
          hint={t('profile.passkeys.nameHint')}
          autoComplete="off"
          maxLength={64}
          error={errors.name?.message}
          {...field('name')}
        />
      </div>
      <FormActions
        submitLabel={t('profile.passkeys.confirmAdd')}
        cancelLabel={t('profile.passkeys.cancel')}
        isSubmitting={isSubmitting}
        onCancel={onDone}
      />
    </form>
  );
}
