'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { ACCOUNT_LINKS, isAccountLinkActive } from './account-links';

/** The account pages; the current one is highlighted. `onNavigate` lets a slide-in menu close. */
export function AccountNav({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <nav aria-label={t('account.navigation')}>
      <ul className="flex flex-col gap-1">
        {ACCOUNT_LINKS.map((link) => {
          const { href, labelKey, icon: Icon } = link;
          const isActive = isAccountLinkActive(pathname, link);
          return (
            <li key={href}>
              <Link
                href={href}
                onClick={onNavigate}
                aria-current={isActive ? 'page' : undefined}
                className={cx(
                  'flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-accent-2',
                  isActive
                    ? 'bg-accent/20 text-white shadow-[inset_3px_0_0_var(--color-accent-2)]'
                    : 'text-muted hover:bg-panel-2 hover:text-white',
                )}
              >
                <Icon className={cx('size-5 shrink-0', isActive && 'text-accent-2')} />
                {t(labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
