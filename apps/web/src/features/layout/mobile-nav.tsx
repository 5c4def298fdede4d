import type { ComponentType, ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { ActiveLink } from './active-link';
import { MenuButton, ModalButton } from './bottom-bar-buttons';
import { GamesIcon, HomeIcon, MenuIcon, SearchIcon, WalletIcon, type IconProps } from './icons';

const itemClass =
  'flex h-full w-full flex-col items-center justify-center gap-1 text-[11px] font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-2';
const activeClass = 'text-accent-2';
const idleClass = 'text-muted hover:text-white';

function ItemContent({ icon: Icon, children }: { icon: ComponentType<IconProps>; children: ReactNode }) {
  return (
    <>
      <Icon className="size-[22px]" />
      <span>{children}</span>
    </>
  );
}

/**
 * Narrow screens: Home, Games, Deposit, Search and Menu pinned to the bottom edge. Rendered on the
 * server; the links' knowledge of the current page and the buttons' actions are small client parts.
 */
export function MobileNav() {
  return (
    <nav
      aria-label={t('layout.bottomBar')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-panel/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="grid h-16 grid-cols-5">
        <li>
          <ActiveLink href="/" className={itemClass} activeClassName={activeClass} inactiveClassName={idleClass}>
            <ItemContent icon={HomeIcon}>{t('layout.home')}</ItemContent>
          </ActiveLink>
        </li>
        <li>
          <ActiveLink
            href="/games/all"
            activeFor="/games"
            className={itemClass}
            activeClassName={activeClass}
            inactiveClassName={idleClass}
          >
            <ItemContent icon={GamesIcon}>{t('layout.games')}</ItemContent>
          </ActiveLink>
        </li>
        <li>
          <ModalButton modal="deposit" visitorModal="sign-in" className={cx(itemClass, 'text-white')}>
            <span className="-mt-1 flex size-8 items-center justify-center rounded-full bg-accent shadow-lg shadow-accent/40">
              <WalletIcon className="size-5" />
            </span>
            <span>{t('layout.deposit')}</span>
          </ModalButton>
        </li>
        <li>
          <ModalButton modal="search" className={cx(itemClass, idleClass)}>
            <ItemContent icon={SearchIcon}>{t('layout.search')}</ItemContent>
          </ModalButton>
        </li>
        <li>
          <MenuButton className={itemClass} openClassName={activeClass} closedClassName={idleClass}>
            <ItemContent icon={MenuIcon}>{t('layout.menu')}</ItemContent>
          </MenuButton>
        </li>
      </ul>
    </nav>
  );
}
