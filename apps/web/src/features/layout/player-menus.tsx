'use client';
import { lazy } from 'react';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { IconButton } from '@/components/ui/icon-button';
import { PendingBadge } from '@/features/promotions';
import { t } from '@/lib/i18n-site';
import { ACCOUNT_MENU_TRIGGER_CLASSES, AccountMenuLabel } from './account-menu-trigger';
import { BellIcon } from './icons';
import { useNotificationCount } from './notification-count';

// A player's dropdown menus load on first use (components/ui/deferred-menu.tsx), as the header's others.
const loadNotificationsMenu = () => import('./notifications-menu');
const loadAccountMenu = () => import('./account-menu');
const LoadedNotificationsMenu = lazy(() => loadNotificationsMenu().then((m) => ({ default: m.NotificationsMenu })));
const LoadedAccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));

/** The bell, with the number of notices: promotions waiting for an answer, the e-mail to confirm. */
export function NotificationsMenu() {
  const { count } = useNotificationCount();
  const label = count > 0 ? t('header.notificationsWithCount', { count }) : t('header.notifications');
  return (
    <DeferredMenu
      menu={LoadedNotificationsMenu}
      preload={() => void loadNotificationsMenu()}
      standIn={(props) => (
        <IconButton label={label} {...props}>
          <span className="relative flex">
            <BellIcon />
            <PendingBadge count={count} />
          </span>
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
