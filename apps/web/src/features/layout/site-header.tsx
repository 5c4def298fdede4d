'use client';
import { useAuth } from '@/features/auth';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { t } from '@/lib/i18n-site';
import { openModal } from '@/lib/modal-store';
import { AccountMenu, MoreMenu, NotificationsMenu } from './header-menus';
import { HeaderBalance } from './header-balance';
import { SearchIcon, WalletIcon } from './icons';
import { SiteLogo } from './site-logo';

/**
 * Top bar on every public page. Guests get Login / Sign up; players get their balance, Deposit,
 * notifications and the account menu. While the session is being checked neither set shows, but
 * the guest's buttons keep their room so the search button does not jump when they appear.
 */
export function SiteHeader() {
  const { isLoading, isAuthenticated } = useAuth();
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-line bg-panel/95 backdrop-blur supports-[backdrop-filter]:bg-panel/80">
      <div className="flex h-full items-center gap-2 px-3 sm:gap-3 sm:px-4 lg:px-6">
        <SiteLogo isCompact={isAuthenticated} />
        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
          <IconButton label={t('header.search')} onClick={() => openModal('search')}>
            <SearchIcon />
          </IconButton>
          {isLoading ? (
            <div aria-hidden="true" className="invisible flex items-center gap-2 sm:gap-3">
              <VisitorButtons />
            </div>
          ) : isAuthenticated ? (
            <>
              <HeaderBalance />
              <Button onClick={() => openModal('deposit')} className="px-3 sm:px-4">
                <WalletIcon className="hidden size-4 sm:block" />
                {t('header.deposit')}
              </Button>
              <NotificationsMenu />
              <div className="hidden md:block">
                <AccountMenu />
              </div>
            </>
          ) : (
            <VisitorButtons />
          )}
          <div className="hidden lg:block">
            <MoreMenu />
          </div>
        </div>
      </div>
    </header>
  );
}

function VisitorButtons() {
  return (
    <>
      <Button variant="secondary" onClick={() => openModal('sign-in')}>
        {t('header.login')}
      </Button>
      <Button onClick={() => openModal('sign-up')}>{t('header.signUp')}</Button>
    </>
  );
}
