'use client';
import type { TPasskeyRequestOptions, TSessionUser } from '@casino/contracts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { PasskeyPromptError, signWithPasskey } from '@/lib/passkey-prompt';
import { completeSignIn } from '../api/session';
import { secondFactorFailure } from '../lib/second-factor';

type PasskeySignInProps = {
  challenge: string;
  options: TPasskeyRequestOptions;
  /** Whether the button takes the focus when the step opens (it comes first). */
  isFirst: boolean;
  onSignedIn: (user: TSessionUser) => void;
  /** The challenge expired: back to the password step, with the API's reason. */
  onExpired: (message: string) => void;
};

/** "Use a passkey": the browser's prompt signs the sign-in's challenge, and the API checks the signature. */
export function PasskeySignIn({ challenge, options, isFirst, onSignedIn, onExpired }: PasskeySignInProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (isFirst) button.current?.focus();
  }, [isFirst]);

  async function signInWithPasskey() {
    setMessage(null);
    setIsBusy(true);
    try {
      const passkey = await signWithPasskey(options);
      return onSignedIn(await completeSignIn({ challenge, passkey }));
    } catch (error) {
      if (error instanceof PasskeyPromptError) return setMessage(error.message);
      const failure = secondFactorFailure(error);
      if (failure.isExpired) return onExpired(failure.message);
      setMessage(failure.message);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Button
        ref={button}
        size="lg"
        onClick={() => void signInWithPasskey()}
        isBusy={isBusy}
        aria-describedby={message ? 'passkey-sign-in-error' : undefined}
      >
        {t('auth.secondFactor.usePasskey')}
      </Button>
      {message && (
        <p id="passkey-sign-in-error" role="alert" className="text-sm text-danger">
          {message}
        </p>
      )}
    </div>
  );
}
