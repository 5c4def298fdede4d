'use client';
import { PASSKEYS_MAX } from '@casino/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date-time';
import { t } from '@/lib/i18n';
import { canUsePasskeys } from '@/lib/passkey-prompt';
import { useTwoFactorStatus } from '../api/two-factor';
import { PasskeyAddForm } from './passkey-add-form';
import { PasskeyRemoveForm } from './passkey-remove-form';

type View = { kind: 'list' } | { kind: 'adding' } | { kind: 'removing'; id: string };
const LIST: View = { kind: 'list' };

/**
 * The passkeys part of the Two-factor sign-in card: each one confirms a sign-in after the password, in place of a
 * code from the app. Adding needs the session; removing, the password too.
 */
export function PasskeySettings() {
  const status = useTwoFactorStatus();
  const [view, setView] = useState<View>(LIST);
  // Loading and failure are shown once, by the authenticator app's part of the card.
  if (!status.data) return null;
  const { passkeys } = status.data;
  const isSupported = canUsePasskeys();

  return (
    <section aria-labelledby="passkeys-heading" className="mt-6 flex flex-col gap-4 border-t border-line pt-6">
      <h3 id="passkeys-heading" className="font-semibold">
        {t('profile.passkeys.title')}
      </h3>
      <p className="text-sm text-muted">{t('profile.passkeys.intro')}</p>
      {passkeys.length === 0 ? (
        <p className="text-sm">{t('profile.passkeys.none')}</p>
      ) : (
        <ul aria-label={t('profile.passkeys.title')} className="flex flex-col gap-3">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-col gap-3 rounded-xl border border-line bg-bg/40 p-4">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{passkey.name}</p>
                  <p className="text-sm text-muted">
                    {t('profile.passkeys.addedAt', { date: formatDateTime(passkey.createdAt) })}
                    {' · '}
                    {passkey.lastUsedAt
                      ? t('profile.passkeys.lastUsedAt', { date: formatDateTime(passkey.lastUsedAt) })
                      : t('profile.passkeys.neverUsed')}
                  </p>
                </div>
                {!(view.kind === 'removing' && view.id === passkey.id) && (
                  <Button
                    variant="secondary"
                    className="shrink-0"
                    aria-label={t('profile.passkeys.removeNamed', { name: passkey.name })}
                    onClick={() => setView({ kind: 'removing', id: passkey.id })}
                  >
                    {t('profile.passkeys.remove')}
                  </Button>
                )}
              </div>
              {view.kind === 'removing' && view.id === passkey.id && <PasskeyRemoveForm passkey={passkey} onDone={() => setView(LIST)} />}
            </li>
          ))}
        </ul>
      )}
      {!isSupported ? (
        <p className="text-sm text-muted">{t('profile.passkeys.unsupported')}</p>
      ) : view.kind === 'adding' ? (
        <PasskeyAddForm onDone={() => setView(LIST)} />
      ) : passkeys.length >= PASSKEYS_MAX ? (
        <p className="text-sm text-muted">{t('profile.passkeys.full', { max: PASSKEYS_MAX })}</p>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setView({ kind: 'adding' })}>
            {t('profile.passkeys.add')}
          </Button>
        </div>
      )}
    </section>
  );
}
