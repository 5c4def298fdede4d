'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Dialog } from '@/components/ui/dialog';
import { EmailField, PasswordField } from '@/components/ui/form-field';
import { t } from '@/lib/i18n';
import { closeModal, openModal } from '@/lib/modal-store';
import { signIn } from '../api/session';
import { saveUserRecord } from '../hooks/use-user-record';
import { signInFailureMessage } from '../lib/auth-errors';
import { safeReturnPath } from '../lib/return-path';
import { ZSignInForm, type SignInInput, type SignInValues } from '../lib/sign-in-form';
import { useCaptchaForm } from '../hooks/use-captcha-form';
import { AuthForm } from './auth-form';
import { CaptchaField } from './captcha-field';
import { LinkButton } from './link-button';
import { invalidateQueries } from '@/lib/query-store';

/** Sign-in (docs/product.md, Accounts): on success the page reloads signed in (or opens the guarded page asked for); on failure the server's text is toasted. */
export function SignInModal() {
  const form = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(ZSignInForm),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '', captcha: '' },
  });
  const { errors } = form.formState;
  const { field, captchaField, takeCaptcha, refreshCaptcha } = useCaptchaForm(form);

  async function submit(values: SignInValues) {
    const captcha = await takeCaptcha(values.captcha);
    if (!captcha) return;
    try {
      const user = await signIn({ email: values.email, password: values.password, captcha });
      saveUserRecord(user);
      // Profile, promotions and loyalty data refresh; the reload below makes that complete.
      void invalidateQueries();
      closeModal();
      // Back to the page a guard sent the player away from, if any (a path of this site only), else this one again.
      const next = safeReturnPath(window.location.search, window.location.origin);
      if (next) window.location.assign(next);
      else window.location.reload();
    } catch (error) {
      toast.error(signInFailureMessage(error));
      refreshCaptcha(); // the server has spent this payload
    }
  }

  return (
    <Dialog title={t('auth.signInTitle')} onClose={closeModal}>
      <AuthForm form={form} onValid={submit} submitLabel={t('auth.signInSubmit')}>
        <EmailField label={t('auth.emailLabel')} autoComplete="username" error={errors.email?.message} {...field('email')} />
        <PasswordField label={t('auth.passwordLabel')} error={errors.password?.message} {...field('password')} />
        <div className="-mt-1 text-right text-sm">
          <LinkButton onClick={() => openModal('forgot-password')}>{t('auth.forgotLink')}</LinkButton>
        </div>
        <CaptchaField {...captchaField} />
      </AuthForm>
      <p className="mt-4 text-center text-sm text-muted">
        {t('auth.noAccount')} <LinkButton onClick={() => openModal('sign-up')}>{t('auth.signUpLink')}</LinkButton>
      </p>
    </Dialog>
  );
}
