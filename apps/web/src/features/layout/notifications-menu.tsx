'use client';
import { DropdownMenuLabel, IconDropdownMenu } from '@/components/ui/dropdown-menu';
import { NotificationList, PendingBadge } from '@/features/promotions';
import { t } from '@/lib/i18n';
import { EmailNoticeItem } from './email-notice-item';
import { BellIcon, GiftIcon } from './icons';
import { useNotificationCount } from './notification-count';

/**
 * The bell: the e-mail address still to confirm (on every page, not only in the account area), then the player's
 * pending promotions, each leading to where it is accepted or rejected.
 */
export function NotificationsMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { count, hasEmailToConfirm } = useNotificationCount();
  return (
    <IconDropdownMenu
      label={count > 0 ? t('header.notificationsWithCount', { count }) : t('header.notifications')}
      icon={
        <span className="relative flex">
          <BellIcon />
          <PendingBadge count={count} />
        </span>
      }
      className="w-72"
      defaultOpen={defaultOpen}
    >
      <DropdownMenuLabel>{t('header.notifications')}</DropdownMenuLabel>
      {hasEmailToConfirm && <EmailNoticeItem />}
      <NotificationList icon={<GiftIcon className="size-4 shrink-0 text-gold" />} hasOtherNotice={hasEmailToConfirm} />
    </IconDropdownMenu>
  );
}
