'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { t } from '@/lib/i18n';
import { closeModal } from '@/lib/modal-store';
import { resetPassword } from '../api/password';
import { ZResetPasswordForm, type ResetPasswordValues } from '../lib/reset-password-form';
import { useCaptchaForm } from '../hooks/use-captcha-form';
import { CaptchaField } from './captcha-field';
import { SubmitButton } from './submit-button';

/** Opened from a reset link (`?resetToken=`): sets a new password, then back to / without the token. */
export function ResetPasswordModal({ token }: { token: string }) {
  const router = useRouter();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(ZResetPasswordForm),
    reValidateMode: 'onSubmit',
    defaultValues: { password: '', confirmPassword: '', captcha: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const { captchaRef, field, onCaptchaChange, takeCaptcha, refreshCaptcha } = useCaptchaForm(form);

  async function submit(values: ResetPasswordValues) {
    const captcha = await takeCaptcha(values.captcha);
    if (!captcha) return;
    try {
      await resetPassword({ password: values.password, confirmPassword: values.confirmPassword, token, captcha });
      toast.success(t('auth.resetSuccess'));
      closeModal();
      router.replace('/');
    } catch {
      toast.error(t('auth.resetServerFailure'));
      refreshCaptcha();
    }
  }

  return (
    <Dialog title={t('auth.resetTitle')} onClose={closeModal}>
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-4">
        <TextField
          label={t('auth.passwordLabel')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...field('password')}
        />
        <TextField
          label={t('auth.confirmPasswordLabel')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...field('confirmPassword')}
        />
        <input type="hidden" {...register('captcha')} />
        <CaptchaField ref={captchaRef} onChange={onCaptchaChange} error={errors.captcha?.message} />
        <SubmitButton isBusy={isSubmitting}>{t('auth.resetSubmit')}</SubmitButton>
      </form>
    </Dialog>
  );
}
