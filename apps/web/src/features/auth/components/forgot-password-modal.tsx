'use client';
import { ZForgotPasswordRequest, type TForgotPasswordRequest } from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Dialog, DialogDescription } from '@/components/ui/dialog';
import { EmailField } from '@/components/ui/form-field';
import { createFieldRegistrar } from '@/lib/field-registrar';
import { t } from '@/lib/i18n';
import { closeModal, openModal } from '@/lib/modal-store';
import { requestPasswordReset } from '../api/password';
import { AuthForm } from './auth-form';
import { LinkButton } from './link-button';

/** Sends a reset link when the e-mail is valid; a failure is silent (nothing to tell an attacker either). */
export function ForgotPasswordModal() {
  const form = useForm<TForgotPasswordRequest>({
    resolver: zodResolver(ZForgotPasswordRequest),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '' },
  });
  const field = createFieldRegistrar(form);

  async function submit(values: TForgotPasswordRequest) {
    try {
      await requestPasswordReset({ email: values.email });
      toast.success(t('auth.forgotSuccess'));
      closeModal();
    } catch {
      // docs/product.md, Messages: forgot-password failure is silent.
    }
  }

  return (
    <Dialog title={t('auth.forgotTitle')} onClose={closeModal} hasDescription>
      <DialogDescription className="mb-5 text-sm text-muted">{t('auth.forgotIntro')}</DialogDescription>
      <AuthForm form={form} onValid={submit} submitLabel={t('auth.forgotSubmit')}>
        <EmailField label={t('auth.emailLabel')} autoComplete="email" error={form.formState.errors.email?.message} {...field('email')} />
      </AuthForm>
      <p className="mt-4 text-center text-sm text-muted">
        <LinkButton onClick={() => openModal('sign-in')}>{t('auth.backToLogin')}</LinkButton>
      </p>
    </Dialog>
  );
}
