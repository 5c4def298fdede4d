'use client';
import { DropdownMenuLabel, IconDropdownMenu } from '@/components/ui/dropdown-menu';
import { NotificationList } from '@/features/promotions';
import { t } from '@/lib/i18n';
import { BellIcon, GiftIcon } from './icons';

/** The bell: the player's pending promotions, each leading to where it is accepted or rejected. */
export function NotificationsMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <IconDropdownMenu label={t('header.notifications')} icon={<BellIcon />} className="w-72" defaultOpen={defaultOpen}>
      <DropdownMenuLabel>{t('header.notifications')}</DropdownMenuLabel>
      <NotificationList icon={<GiftIcon className="size-4 shrink-0 text-gold" />} />
    </IconDropdownMenu>
  );
}
