import { t } from '@/lib/i18n';
import { ActiveLink } from './active-link';
import { navEntryActiveClasses, navEntryBaseClasses, navEntryIdleClasses } from './nav-entry-classes';
import { SIDE_MENU_LINKS } from './nav-links';

/**
 * Wide screens only: a rail of icons that expands over the page on hover (or keyboard focus)
 * to show the labels. The active page stays highlighted in both states. Rendered on the server:
 * only the links' knowledge of the current page runs in the browser.
 */
export function SideMenu() {
  return (
    <aside className="group/side fixed top-16 bottom-0 left-0 z-30 hidden w-[72px] overflow-x-hidden overflow-y-auto border-r border-line bg-panel transition-[width,box-shadow] duration-200 hover:w-60 hover:shadow-2xl hover:shadow-black/50 focus-within:w-60 lg:block">
      <nav aria-label={t('nav.sideMenu')} className="px-3 py-4">
        <ul className="flex flex-col gap-1">
          {SIDE_MENU_LINKS.map(({ href, labelKey, icon: Icon }) => (
            <li key={href}>
              <ActiveLink
                href={href}
                className={navEntryBaseClasses('group/entry whitespace-nowrap')}
                activeClassName={navEntryActiveClasses}
                inactiveClassName={navEntryIdleClasses}
              >
                {Icon ? <Icon className="size-5 shrink-0 group-aria-[current=page]/entry:text-accent-2" /> : null}
                <span className="opacity-0 transition-opacity group-hover/side:opacity-100 group-focus-within/side:opacity-100">
                  {t(labelKey)}
                </span>
              </ActiveLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
