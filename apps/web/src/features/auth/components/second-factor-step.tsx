'use client';
import type { TSecondFactorChallenge, TSessionUser } from '@casino/contracts';
import { DialogDescription } from '@/components/ui/dialog';
import { t } from '@/lib/i18n';
import { canUsePasskeys } from '@/lib/passkey-prompt';
import { LinkButton } from './link-button';
import { PasskeySignIn } from './passkey-sign-in';
import { SecondFactorCodeForm } from './second-factor-code-form';

export type SecondFactorChallenge = Pick<TSecondFactorChallenge, 'challenge' | 'factors' | 'passkey'>;

type SecondFactorStepProps = SecondFactorChallenge & {
  onSignedIn: (user: TSessionUser) => void;
  /** Back to the password step, with why (the challenge expired) or without (the player chose to). */
  onBack: (message?: string) => void;
};

/**
 * The sign-in's second step: a passkey, when the account has one, and the code from the authenticator app (or a
 * recovery code), when it has the app. The passkey comes first: one touch instead of typing a code.
 */
export function SecondFactorStep({ challenge, factors, passkey, onSignedIn, onBack }: SecondFactorStepProps) {
  const hasApp = factors.includes('totp');
  const passkeyOptions = factors.includes('passkey') && canUsePasskeys() ? passkey : undefined;
  const intro = passkeyOptions
    ? t(hasApp ? 'auth.secondFactor.introPasskeyOrApp' : 'auth.secondFactor.introPasskey')
    : t('auth.secondFactor.intro');

  return (
    <>
      <DialogDescription className="mb-4 text-sm text-muted">{intro}</DialogDescription>
      {passkeyOptions && (
        <PasskeySignIn challenge={challenge} options={passkeyOptions} isFirst onSignedIn={onSignedIn} onExpired={onBack} />
      )}
      {passkeyOptions && hasApp && (
        <p className="my-4 text-center text-sm text-muted" aria-hidden="true">
          {t('auth.secondFactor.or')}
        </p>
      )}
      {hasApp && <SecondFactorCodeForm challenge={challenge} isFirst={!passkeyOptions} onSignedIn={onSignedIn} onExpired={onBack} />}
      {!passkeyOptions && !hasApp && (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">
          {t('auth.secondFactor.noPasskeySupport')}
        </p>
      )}
      <p className="mt-4 text-center text-sm">
        <LinkButton onClick={() => onBack()}>{t('auth.backToLogin')}</LinkButton>
      </p>
    </>
  );
}
