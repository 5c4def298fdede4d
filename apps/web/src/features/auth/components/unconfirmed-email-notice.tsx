'use client';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n';
import { useAuth } from '../hooks/use-auth';
import { useResendConfirmation } from '../hooks/use-resend-confirmation';

const DISMISSED_KEY = 'unconfirmed-email-notice-dismissed';

function wasDismissed(): boolean {
  try {
    return typeof window !== 'undefined' && window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** A bar asking a signed-in player with an unconfirmed e-mail to verify it; dismissed for the browser session. */
export function UnconfirmedEmailNotice() {
  const { user } = useAuth();
  const resend = useResendConfirmation();
  const [isDismissed, setIsDismissed] = useState(wasDismissed);

  if (!user || user.confirmed || isDismissed) return null;

  function dismiss() {
    setIsDismissed(true);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // only this page view remembers it then
    }
  }

  return (
    <div role="region" aria-label={t('auth.verifyEmailRegion')} className="border-b border-gold/30 bg-gold/10 text-sm text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5">
        <p className="flex-1">{t('auth.verifyEmailNotice')}</p>
        <button
          type="button"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
          aria-busy={resend.isPending}
          className="inline-flex items-center gap-2 rounded-md bg-gold px-3 py-1.5 font-semibold text-bg hover:brightness-110 disabled:opacity-60"
        >
          {resend.isPending && <Spinner />}
          {t('auth.resendEmail')}
        </button>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('auth.dismissNotice')}
          className="inline-flex size-8 items-center justify-center rounded-md text-white/70 hover:bg-white/10 hover:text-white"
        >
          <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
