'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { navEntryClasses, navEntryIconClasses } from '@/features/layout';
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
              <Link href={href} onClick={onNavigate} aria-current={isActive ? 'page' : undefined} className={navEntryClasses(isActive)}>
                <Icon className={navEntryIconClasses(isActive)} />
                {t(labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
