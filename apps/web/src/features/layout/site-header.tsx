'use client';
import { useAuth } from '@/features/auth';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { t } from '@/lib/i18n-site';
import { openModal } from '@/lib/modal-store';
import { lazyComponent } from '@/components/ui/lazy-component';
import { MoreMenu } from './header-menus';
import { SearchIcon } from './header-icons';
import { SiteLogo } from './site-logo';

// A player's balance, Deposit, notifications and account menu load once the session says there is
// a player: a visitor's first load carries none of their code. Meanwhile the guest's buttons keep the room.
const PlayerActions = lazyComponent(() => import('./player-actions').then((m) => m.PlayerActions), <GuestRoom />);

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
          {isLoading ? <GuestRoom /> : isAuthenticated ? <PlayerActions /> : <VisitorButtons />}
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

/** The guest's buttons, invisible: they hold the room while the session or the player's part is on its way. */
function GuestRoom() {
  return (
    <div aria-hidden="true" className="invisible flex items-center gap-2 sm:gap-3">
      <VisitorButtons />
    </div>
  );
}
