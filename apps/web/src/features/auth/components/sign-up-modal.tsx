'use client';
import { CURRENCY_CODES, DEFAULT_CURRENCY, DEFAULT_LANGUAGE } from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Dialog } from '@/components/ui/dialog';
import { CheckboxField, EmailField, PasswordField, SelectField, TextField } from '@/components/ui/form-field';
import { getBrowserCookie } from '@/lib/cookies';
import { t } from '@/lib/i18n';
import { closeModal, openModal } from '@/lib/modal-store';
import { register as registerPlayer, validateEmail } from '../api/registration';
import { saveUserRecord } from '../hooks/use-user-record';
import { signUpFailureMessages } from '../lib/auth-errors';
import { CLICK_ID_COOKIE, clickIdForRegistration } from '../lib/click-id';
import { decideEmailStatus } from '../lib/email-status';
import { ZSignUpForm, type SignUpInput, type SignUpValues } from '../lib/sign-up-form';
import { useCaptchaForm } from '../hooks/use-captcha-form';
import { AuthForm } from './auth-form';
import { CaptchaField } from './captcha-field';
import { LinkButton } from './link-button';
import { invalidateQueries } from '@/lib/query-store';
import { welcomeTextValues } from '@/lib/welcome-offer';
import { useWelcomeOffer } from '../api/welcome-offer';

/** Sign-up (docs/product.md, Accounts): validation, terms, e-mail check (VALID/RISKY go on), registration, then home signed in. */
export function SignUpModal() {
  const router = useRouter();
  const welcomeOffer = useWelcomeOffer();
  const form = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(ZSignUpForm),
    reValidateMode: 'onSubmit',
    defaultValues: { fullName: '', email: '', password: '', currency: DEFAULT_CURRENCY, terms: false, captcha: '' },
  });
  const { errors } = form.formState;
  const { field, captchaField, takeCaptcha, refreshCaptcha } = useCaptchaForm(form);

  async function submit(values: SignUpValues) {
    let status: string | undefined;
    try {
      status = (await validateEmail(values.email)).email_status;
    } catch {
      toast.error(t('auth.emailValidationFailed'));
      return;
    }
    const decision = decideEmailStatus(status);
    if (!decision.proceed) {
      form.setError('email', { message: decision.message }, { shouldFocus: true });
      return;
    }

    const captcha = await takeCaptcha(values.captcha);
    if (!captcha) return;

    try {
      const user = await registerPlayer({
        fullName: values.fullName,
        email: values.email,
        password: values.password,
        currency: values.currency,
        terms: true,
        language: DEFAULT_LANGUAGE,
        captcha,
        clickId: clickIdForRegistration(getBrowserCookie(CLICK_ID_COOKIE)),
      });
      saveUserRecord(user);
      // The session check, profile and eligible promotions all change with the new session.
      void invalidateQueries();
      closeModal();
      if (window.location.pathname === '/') window.location.reload();
      else router.push('/');
    } catch (error) {
      for (const message of signUpFailureMessages(error)) toast.error(message);
      refreshCaptcha(); // the server has spent this payload
    }
  }

  return (
    <Dialog title={t('auth.signUpTitle')} onClose={closeModal}>
      {/* The offer's figures come from the operator's file; until they arrive the line is left out. */}
      {welcomeOffer.data && <p className="mb-4 text-sm text-gold">{t('auth.signUpOffer', welcomeTextValues(welcomeOffer.data))}</p>}
      <AuthForm form={form} onValid={submit} submitLabel={t('auth.signUpSubmit')}>
        <TextField label={t('auth.fullNameLabel')} autoComplete="name" error={errors.fullName?.message} {...field('fullName')} />
        <EmailField label={t('auth.emailLabel')} autoComplete="email" error={errors.email?.message} {...field('email')} />
        <PasswordField label={t('auth.passwordLabel')} isNew error={errors.password?.message} {...field('password')} />
        <SelectField label={t('auth.currencyLabel')} error={errors.currency?.message} {...field('currency')}>
          {CURRENCY_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          label={
            <>
              {t('auth.termsBefore')}{' '}
              <Link href="/terms-and-conditions" target="_blank" className="text-accent-2 underline underline-offset-2">
                {t('auth.termsLink')}
              </Link>
            </>
          }
          error={errors.terms?.message}
          {...field('terms')}
        />
        <CaptchaField {...captchaField} />
      </AuthForm>
      <p className="mt-4 text-center text-sm text-muted">
        {t('auth.haveAccount')} <LinkButton onClick={() => openModal('sign-in')}>{t('auth.loginLink')}</LinkButton>
      </p>
    </Dialog>
  );
}
