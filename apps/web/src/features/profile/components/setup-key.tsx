'use client';
import { useId } from 'react';
import { t } from '@/lib/i18n';
import { groupSecret } from '../lib/authenticator-key';
import { CopyTextButton } from './copy-text-button';

/**
 * The authenticator secret to type in by hand, in groups of four. A read-only text area: it wraps on a phone, where
 * a one-line field would hide the end of the key, and selects and copies as text.
 */
export function SetupKey({ secret }: { secret: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-muted">
        {t('profile.twoFactor.secretLabel')}
      </label>
      <textarea
        id={id}
        readOnly
        rows={2}
        value={groupSecret(secret)}
        aria-describedby={`${id}-hint`}
        onFocus={(event) => event.currentTarget.select()}
        className="field-sizing-content w-full resize-none rounded-lg border border-line bg-bg px-3 py-2.5 font-mono text-sm tracking-wider text-white focus:border-accent-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent/40"
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('profile.twoFactor.secretHint')}
      </p>
      <div className="mt-1">
        <CopyTextButton text={secret} label={t('profile.twoFactor.copySecret')} copiedMessage={t('profile.twoFactor.secretCopied')} />
      </div>
    </div>
  );
}
