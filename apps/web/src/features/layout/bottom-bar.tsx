'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentType, ReactNode } from 'react';
import { useAuth } from '@/features/auth';
import { t } from '@/lib/i18n-site';
import { cx } from '@/lib/cx';
import { openModal } from '@/lib/modal-store';
import { GamesIcon, HomeIcon, MenuIcon, SearchIcon, WalletIcon, type IconProps } from './icons';
import { isActivePath } from './is-active-path';

const itemClass =
  'flex h-full w-full flex-col items-center justify-center gap-1 text-[11px] font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-2';

function ItemContent({ icon: Icon, children }: { icon: ComponentType<IconProps>; children: ReactNode }) {
  return (
    <>
      <Icon className="size-[22px]" />
      <span>{children}</span>
    </>
  );
}

/** Narrow screens: Home, Games, Deposit, Search and Menu pinned to the bottom edge. */
export function BottomBar({ isMenuOpen, onOpenMenu }: { isMenuOpen: boolean; onOpenMenu: () => void }) {
  const pathname = usePathname();
  const { isAuthenticated } = useAuth();
  const linkClass = (href: string) => cx(itemClass, isActivePath(pathname, href) ? 'text-accent-2' : 'text-muted hover:text-white');
  return (
    <nav
      aria-label={t('layout.bottomBar')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-panel/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="grid h-16 grid-cols-5">
        <li>
          <Link href="/" className={linkClass('/')} aria-current={isActivePath(pathname, '/') ? 'page' : undefined}>
            <ItemContent icon={HomeIcon}>{t('layout.home')}</ItemContent>
          </Link>
        </li>
        <li>
          <Link href="/games/all" className={linkClass('/games')} aria-current={isActivePath(pathname, '/games/all') ? 'page' : undefined}>
            <ItemContent icon={GamesIcon}>{t('layout.games')}</ItemContent>
          </Link>
        </li>
        <li>
          <button type="button" onClick={() => openModal(isAuthenticated ? 'deposit' : 'sign-in')} className={cx(itemClass, 'text-white')}>
            <span className="-mt-1 flex size-8 items-center justify-center rounded-full bg-accent shadow-lg shadow-accent/40">
              <WalletIcon className="size-5" />
            </span>
            <span>{t('layout.deposit')}</span>
          </button>
        </li>
        <li>
          <button type="button" onClick={() => openModal('search')} className={cx(itemClass, 'text-muted hover:text-white')}>
            <ItemContent icon={SearchIcon}>{t('layout.search')}</ItemContent>
          </button>
        </li>
        <li>
          <button
            type="button"
            onClick={onOpenMenu}
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            className={cx(itemClass, isMenuOpen ? 'text-accent-2' : 'text-muted hover:text-white')}
          >
            <ItemContent icon={MenuIcon}>{t('layout.menu')}</ItemContent>
          </button>
        </li>
      </ul>
    </nav>
  );
}
