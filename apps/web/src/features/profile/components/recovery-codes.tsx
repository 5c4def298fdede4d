'use client';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { downloadTextFile } from '@/lib/download-text-file';
import { t } from '@/lib/i18n';
import { recoveryCodesFile } from '../lib/recovery-codes-file';
import { CopyTextButton } from './copy-text-button';

/** The recovery codes, shown once right after the app is turned on (the server keeps only their hashes). */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);

  // The form that led here is gone: the reader continues from the codes' heading.
  useEffect(() => heading.current?.focus(), []);

  function download() {
    const { name, text } = recoveryCodesFile(codes, window.location.host, new Date());
    downloadTextFile(name, text);
  }

  return (
    <div className="flex flex-col gap-4">
      <h3 ref={heading} tabIndex={-1} className="font-semibold outline-none">
        {t('profile.twoFactor.codesTitle')}
      </h3>
      <p className="text-sm text-muted">{t('profile.twoFactor.codesIntro')}</p>
      <ol
        aria-label={t('profile.twoFactor.codesLabel')}
        className="grid gap-x-6 gap-y-2 rounded-xl border border-line bg-bg/40 p-4 font-mono text-sm tracking-wider sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <CopyTextButton
          text={codes.join('\n')}
          label={t('profile.twoFactor.copyCodes')}
          copiedMessage={t('profile.twoFactor.codesCopied')}
        />
        <Button variant="secondary" onClick={download}>
          {t('profile.twoFactor.downloadCodes')}
        </Button>
        <Button onClick={onDone} className="sm:ml-auto">
          {t('profile.twoFactor.done')}
        </Button>
      </div>
    </div>
  );
}
