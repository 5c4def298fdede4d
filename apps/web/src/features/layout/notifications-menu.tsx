'use client';
import { DropdownMenuLabel, IconDropdownMenu } from '@/components/ui/dropdown-menu';
import { NotificationList, PendingBadge, usePendingPromotionCount } from '@/features/promotions';
import { t } from '@/lib/i18n';
import { BellIcon, GiftIcon } from './icons';

/** The bell: the player's pending promotions, each leading to where it is accepted or rejected. */
export function NotificationsMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const count = usePendingPromotionCount();
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
      <NotificationList icon={<GiftIcon className="size-4 shrink-0 text-gold" />} />
    </IconDropdownMenu>
  );
}
