'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { sectionNavOf } from './account-links';

/**
 * Tabs between the pages of a section: My Account, Privacy, Favourites, Self-exclusion and Documents; or the
 * promotions pages. Shown on those pages only.
 */
export function ProfileSectionNav() {
  const pathname = usePathname();
  const section = sectionNavOf(pathname);
  if (!section) return null;
  return (
    // The tabs wrap onto a second row on narrow screens: every one stays in sight, none behind an edge.
    <nav aria-label={t(section.labelKey)} className="mb-5">
      <ul className="flex flex-wrap gap-1 rounded-xl border border-line bg-panel p-1">
        {section.links.map((link) => {
          const isActive = section.isActive(link);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={isActive ? 'page' : undefined}
                className={cx(
                  'inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-accent-2',
                  isActive ? 'bg-accent text-white' : 'text-muted hover:bg-panel-2 hover:text-white',
                )}
              >
                {t(link.labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
