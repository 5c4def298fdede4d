'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { t } from '@/lib/i18n-site';
import { isActivePath } from './is-active-path';
import { navEntryClasses, navEntryIconClasses } from './nav-entry-classes';
import { SIDE_MENU_LINKS } from './nav-links';

/**
 * Wide screens only: a rail of icons that expands over the page on hover (or keyboard focus)
 * to show the labels. The active page stays highlighted in both states.
 */
export function SideMenu() {
  const pathname = usePathname();
  return (
    <aside className="group/side fixed top-16 bottom-0 left-0 z-30 hidden w-[72px] overflow-x-hidden overflow-y-auto border-r border-line bg-panel transition-[width,box-shadow] duration-200 hover:w-60 hover:shadow-2xl hover:shadow-black/50 focus-within:w-60 lg:block">
      <nav aria-label={t('nav.sideMenu')} className="px-3 py-4">
        <ul className="flex flex-col gap-1">
          {SIDE_MENU_LINKS.map(({ href, labelKey, icon: Icon }) => {
            const isActive = isActivePath(pathname, href);
            return (
              <li key={href}>
                <Link href={href} aria-current={isActive ? 'page' : undefined} className={navEntryClasses(isActive, 'whitespace-nowrap')}>
                  {Icon ? <Icon className={navEntryIconClasses(isActive)} /> : null}
                  <span className="opacity-0 transition-opacity group-hover/side:opacity-100 group-focus-within/side:opacity-100">
                    {t(labelKey)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
