'use client';
import type { TSessionUser } from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
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
import { isSecondFactorChallenge } from '../lib/second-factor';
import { ZSignInForm, type SignInInput, type SignInValues } from '../lib/sign-in-form';
import { useCaptchaForm } from '../hooks/use-captcha-form';
import { AuthForm } from './auth-form';
import { CaptchaField } from './captcha-field';
import { LinkButton } from './link-button';
import { SecondFactorStep, type SecondFactorChallenge } from './second-factor-step';
import { invalidateQueries } from '@/lib/query-store';

/** The player is signed in, by the password alone or with the code after it. */
function enterSignedIn(user: TSessionUser) {
  saveUserRecord(user);
  // Profile, promotions and loyalty data refresh; the reload below makes that complete.
  void invalidateQueries();
  closeModal();
  // Back to the page a guard sent the player away from, if any (a path of this site only), else this one again.
  const next = safeReturnPath(window.location.search, window.location.origin);
  if (next) window.location.assign(next);
  else window.location.reload();
}

/**
 * Sign-in (docs/product.md, Accounts): on success the page reloads signed in (or opens the guarded page asked for); on
 * failure the server's text is toasted. An account with a second factor (an authenticator app, passkeys) has a second
 * step in the same dialog.
 */
export function SignInModal() {
  const form = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(ZSignInForm),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '', captcha: '' },
  });
  const { errors } = form.formState;
  const { field, captchaField, takeCaptcha, refreshCaptcha } = useCaptchaForm(form);
  const [codeStep, setCodeStep] = useState<SecondFactorChallenge | null>(null);
  /** Why the player is back at the password step (the code step expired). */
  const [notice, setNotice] = useState<string | null>(null);
  const refocusPassword = useRef(false);

  async function submit(values: SignInValues) {
    setNotice(null);
    const captcha = await takeCaptcha(values.captcha);
    if (!captcha) return;
    try {
      const answer = await signIn({ email: values.email, password: values.password, captcha });
      if (!isSecondFactorChallenge(answer)) return enterSignedIn(answer);
      // The server has spent this payload; the widget solves a new one if the password step shows again.
      form.setValue('captcha', '');
      setCodeStep({ challenge: answer.challenge, factors: answer.factors, passkey: answer.passkey });
    } catch (error) {
      toast.error(signInFailureMessage(error));
      refreshCaptcha(); // the server has spent this payload
    }
  }

  function backToPassword(message?: string) {
    setCodeStep(null);
    refocusPassword.current = true;
    if (!message) return;
    // The challenge is gone: the password is due again.
    form.setValue('password', '');
    setNotice(message);
  }

  // Back at the password step, the focus goes to the password rather than getting lost with the code step's button.
  useEffect(() => {
    if (codeStep || !refocusPassword.current) return;
    refocusPassword.current = false;
    form.setFocus('password');
  }, [codeStep, form]);

  return (
    <Dialog title={t('auth.signInTitle')} onClose={closeModal} hasDescription={codeStep !== null}>
      {codeStep ? (
        <SecondFactorStep {...codeStep} onSignedIn={enterSignedIn} onBack={backToPassword} />
      ) : (
        <>
          {notice && (
            <p role="alert" className="mb-4 rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">
              {notice}
            </p>
          )}
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
        </>
      )}
    </Dialog>
  );
}
