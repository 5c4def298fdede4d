'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useAuth, useSignOut } from '@/features/auth';
import { buttonClasses } from '@/components/ui/button';
import { t } from '@/lib/i18n-site';
import { cx } from '@/lib/cx';
import { openModal } from '@/lib/modal-store';
import { ChevronRightIcon, CloseIcon, LogoutIcon, UserIcon, WalletIcon, type IconProps } from './icons';
import { isActivePath } from './is-active-path';
import { MOBILE_MENU_ENTRIES, MOBILE_MENU_TILES } from './nav-links';
import { SiteLogo } from './site-logo';

const entryClass =
  'flex h-12 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium transition-colors hover:bg-panel-2 focus-visible:outline-2 focus-visible:outline-accent-2';

function EntryContent({ icon: Icon, children }: { icon: ComponentType<IconProps>; children: ReactNode }) {
  return (
    <>
      <Icon className="size-5 shrink-0 text-muted" />
      <span className="flex-1">{children}</span>
      <ChevronRightIcon className="size-4 shrink-0 text-muted" />
    </>
  );
}

/** Full-screen menu for narrow screens, opened from the bottom bar. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const pathname = usePathname();
  const { isAuthenticated, user } = useAuth();
  const signOut = useSignOut();
  const closeRef = useRef<HTMLButtonElement>(null);

  // While open: focus the close button, keep the page behind still, let Escape close; then give focus back.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [onClose]);

  const openDeposit = () => {
    onClose();
    openModal('deposit');
  };
  const logOut = () => {
    onClose();
    void signOut();
  };

  return (
    <div
      id="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label={t('layout.mobileMenu')}
      className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-bg lg:hidden"
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-line bg-panel px-3">
        <SiteLogo onClick={onClose} />
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={t('layout.closeMenu')}
          className="inline-flex size-10 items-center justify-center rounded-lg border border-line bg-panel-2 text-muted hover:text-white focus-visible:outline-2 focus-visible:outline-accent-2"
        >
          <CloseIcon />
        </button>
      </div>

      <div className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-5 pb-[calc(1.5rem+env(safe-area-inset-bottom))]">
        {isAuthenticated ? (
          <section className="flex items-center gap-3 rounded-xl border border-line bg-panel p-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent/25 text-accent-2">
              <UserIcon />
            </span>
            <p className="line-clamp-2 min-w-0 flex-1 font-semibold break-words">{user?.name}</p>
            <Link href="/profile" onClick={onClose} className={buttonClasses({ size: 'sm' })}>
              {t('layout.myAccount')}
            </Link>
          </section>
        ) : null}

        <nav aria-label={t('layout.quickLinks')}>
          <ul className="grid grid-cols-2 gap-3">
            {MOBILE_MENU_TILES.map(({ href, labelKey, icon: Icon }) => {
              const isActive = isActivePath(pathname, href);
              return (
                <li key={href}>
                  <Link
                    href={href}
                    onClick={onClose}
                    aria-current={isActive ? 'page' : undefined}
                    className={cx(
                      'flex h-20 flex-col items-center justify-center gap-2 rounded-xl border text-sm font-semibold transition-colors',
                      'focus-visible:outline-2 focus-visible:outline-accent-2',
                      isActive ? 'border-accent-2 bg-accent/20 text-white' : 'border-line bg-panel text-white hover:border-accent-2',
                    )}
                  >
                    {Icon ? <Icon className={cx('size-6', isActive ? 'text-accent-2' : 'text-gold')} /> : null}
                    {t(labelKey)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <ul className="flex flex-col gap-1 rounded-xl border border-line bg-panel p-1.5">
          {isAuthenticated ? (
            <li>
              <button type="button" onClick={openDeposit} className={cx(entryClass, 'text-white')}>
                <EntryContent icon={WalletIcon}>{t('layout.deposit')}</EntryContent>
              </button>
            </li>
          ) : null}
          {MOBILE_MENU_ENTRIES.filter((entry) => isAuthenticated || !entry.isForPlayers).map(({ href, labelKey, icon }) => (
            <li key={href}>
              <Link href={href} onClick={onClose} className={cx(entryClass, 'text-white')}>
                <EntryContent icon={icon}>{t(labelKey)}</EntryContent>
              </Link>
            </li>
          ))}
          {isAuthenticated ? (
            <li>
              <button type="button" onClick={logOut} className={cx(entryClass, 'text-danger')}>
                <LogoutIcon className="size-5 shrink-0" />
                <span className="flex-1">{t('layout.logout')}</span>
              </button>
            </li>
          ) : null}
        </ul>

        <p className="text-center text-xs text-muted">{t('layout.ageNotice')}</p>
      </div>
    </div>
  );
}
