import { Page, Panel } from '@/components/ui/page';
import { SignOutButton, useMember } from '@/features/session';
import { t } from '@/lib/i18n';

/** Home: who is signed in, with which role and permissions, and the way out. */
export function HomePage() {
  const member = useMember();
  return (
    <Page title={t('home.title')}>
      <Panel title={t('home.you')}>
        <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-ink-soft">{t('home.email')}</dt>
          <dd className="break-all text-ink">{member.email}</dd>
          <dt className="text-ink-soft">{t('home.role')}</dt>
          <dd className="text-ink">{t(`roles.${member.role}`)}</dd>
          <dt className="text-ink-soft">{t('home.permissions')}</dt>
          <dd className="text-ink">
            {member.permissions.length === 0 ? (
              '—'
            ) : (
              <ul className="flex flex-wrap gap-1">
                {member.permissions.map((permission) => (
                  <li key={permission} className="rounded bg-canvas px-1.5 py-0.5 font-mono text-xs">
                    {permission}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
        <div className="mt-4 w-fit">
          <SignOutButton />
        </div>
      </Panel>
    </Page>
  );
}
