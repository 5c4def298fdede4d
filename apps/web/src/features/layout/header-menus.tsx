'use client';
import { lazy } from 'react';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { IconButton } from '@/components/ui/icon-button';
import { t } from '@/lib/i18n-site';
import { ACCOUNT_MENU_TRIGGER_CLASSES, AccountMenuLabel } from './account-menu-trigger';
import { BellIcon, DotsIcon } from './icons';

// The header's dropdown menus load on first use (components/ui/deferred-menu.tsx), not with every page.
const loadMoreMenu = () => import('./more-menu');
const loadNotificationsMenu = () => import('./notifications-menu');
const loadAccountMenu = () => import('./account-menu');
const LoadedMoreMenu = lazy(() => loadMoreMenu().then((m) => ({ default: m.MoreMenu })));
const LoadedNotificationsMenu = lazy(() => loadNotificationsMenu().then((m) => ({ default: m.NotificationsMenu })));
const LoadedAccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));

export function MoreMenu() {
  return (
    <DeferredMenu
      menu={LoadedMoreMenu}
      preload={() => void loadMoreMenu()}
      standIn={(props) => (
        <IconButton label={t('header.more')} {...props}>
          <DotsIcon />
        </IconButton>
      )}
    />
  );
}

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
