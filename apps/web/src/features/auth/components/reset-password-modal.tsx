'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Dialog } from '@/components/ui/dialog';
import { PasswordField } from '@/components/ui/form-field';
import { t } from '@/lib/i18n';
import { closeModal } from '@/lib/modal-store';
import { resetPassword } from '../api/password';
import { ZResetPasswordForm, type ResetPasswordValues } from '../lib/reset-password-form';
import { useCaptchaForm } from '../hooks/use-captcha-form';
import { AuthForm } from './auth-form';
import { CaptchaField } from './captcha-field';

/** Opened from a reset link (`?resetToken=`): sets a new password, then back to / without the token. */
export function ResetPasswordModal({ token }: { token: string }) {
  const router = useRouter();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(ZResetPasswordForm),
    reValidateMode: 'onSubmit',
    defaultValues: { password: '', confirmPassword: '', captcha: '' },
  });
  const { errors } = form.formState;
  const { field, captchaField, takeCaptcha, refreshCaptcha } = useCaptchaForm(form);

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
      <AuthForm form={form} onValid={submit} submitLabel={t('auth.resetSubmit')}>
        <PasswordField label={t('auth.passwordLabel')} isNew error={errors.password?.message} {...field('password')} />
        <PasswordField label={t('auth.confirmPasswordLabel')} isNew error={errors.confirmPassword?.message} {...field('confirmPassword')} />
        <CaptchaField {...captchaField} />
      </AuthForm>
    </Dialog>
  );
}
