'use client';
import { lazy } from 'react';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { IconButton } from '@/components/ui/icon-button';
import { t } from '@/lib/i18n-site';
import { ACCOUNT_MENU_TRIGGER_CLASSES, AccountMenuLabel } from './account-menu-trigger';
import { BellIcon } from './icons';

// A player's dropdown menus load on first use (components/ui/deferred-menu.tsx), as the header's others.
const loadNotificationsMenu = () => import('./notifications-menu');
const loadAccountMenu = () => import('./account-menu');
const LoadedNotificationsMenu = lazy(() => loadNotificationsMenu().then((m) => ({ default: m.NotificationsMenu })));
const LoadedAccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));

export function NotificationsMenu() {
  return (
    <DeferredMenu
      menu={LoadedNotificationsMenu}
      preload={() => void loadNotificationsMenu()}
      standIn={(props) => (
        <IconButton label={t('header.notifications')} {...props}>
          <BellIcon />
        </IconButton>
      )}
    />
  );
}

export function AccountMenu() {
  return (
    <DeferredMenu
      menu={LoadedAccountMenu}
      preload={() => void loadAccountMenu()}
      standIn={(props) => (
        <button type="button" className={ACCOUNT_MENU_TRIGGER_CLASSES} {...props}>
          <AccountMenuLabel />
        </button>
      )}
    />
  );
}
