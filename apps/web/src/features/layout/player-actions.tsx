'use client';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n-site';
import { openModal } from '@/lib/modal-store';
import { AccountMenu, NotificationsMenu } from './player-menus';
import { HeaderBalance } from './header-balance';
import { WalletIcon } from './icons';

/** The header's part for a signed-in player: balance, Deposit, notifications and the account menu. */
export function PlayerActions() {
  return (
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
  );
}
