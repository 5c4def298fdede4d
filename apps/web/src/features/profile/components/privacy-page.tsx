'use client';
import { t } from '@/lib/i18n';
import { ChangePasswordForm } from './change-password-form';
import { PageHeader, Panel } from './page-header';
import { PasskeySettings } from './passkey-settings';
import { SessionList } from './session-list';
import { TwoFactorSettings } from './two-factor-settings';

/**
 * /profile/privacy: change the password, turn two-factor sign-in on or off (the authenticator app, passkeys), and
 * see or end the sessions.
 */
export function PrivacyPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('account.sections.privacy')} />
      <Panel id="change-password-heading" title={t('profile.password.title')}>
        <ChangePasswordForm />
      </Panel>
      <Panel id="two-factor-heading" title={t('profile.twoFactor.title')}>
        <TwoFactorSettings />
        <PasskeySettings />
      </Panel>
      <Panel id="sessions-heading" title={t('profile.sessions.title')}>
        <p className="mb-4 text-sm text-muted">{t('profile.sessions.intro')}</p>
        <SessionList />
      </Panel>
    </div>
  );
}
