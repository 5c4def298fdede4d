'use client';
import { ZForgotPasswordRequest, type TForgotPasswordRequest } from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Dialog, DialogDescription } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { t } from '@/lib/i18n';
import { closeModal, openModal } from '@/lib/modal-store';
import { requestPasswordReset } from '../api/password';
import { LinkButton, SubmitButton } from './submit-button';

/** Sends a reset link when the e-mail is valid; a failure is silent (nothing to tell an attacker either). */
export function ForgotPasswordModal() {
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<TForgotPasswordRequest>({
    resolver: zodResolver(ZForgotPasswordRequest),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '' },
  });

  async function submit(values: TForgotPasswordRequest) {
    try {
      await requestPasswordReset({ email: values.email });
      toast.success(t('auth.forgotSuccess'));
      closeModal();
    } catch {
      // SPEC.md §8: forgot-password failure is silent.
    }
  }

  return (
    <Dialog title={t('auth.forgotTitle')} onClose={closeModal} hasDescription>
      <DialogDescription className="mb-5 text-sm text-muted">{t('auth.forgotIntro')}</DialogDescription>
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-4">
        <TextField
          label={t('auth.emailLabel')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email', { onChange: () => clearErrors('email') })}
        />
        <SubmitButton isBusy={isSubmitting}>{t('auth.forgotSubmit')}</SubmitButton>
      </form>
      <p className="mt-4 text-center text-sm text-muted">
        <LinkButton onClick={() => openModal('sign-in')}>{t('auth.backToLogin')}</LinkButton>
      </p>
    </Dialog>
  );
}
