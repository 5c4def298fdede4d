'use client';
import Link from 'next/link';
import { DropdownMenuItem, DropdownMenuLabel, IconDropdownMenu } from '@/components/ui/dropdown-menu';
import { t } from '@/lib/i18n';
import { BellIcon, GiftIcon } from './icons';

/** The bell: for now its one entry leads to the pending promotions. */
export function NotificationsMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <IconDropdownMenu label={t('header.notifications')} icon={<BellIcon />} className="w-64" defaultOpen={defaultOpen}>
      <DropdownMenuLabel>{t('header.notifications')}</DropdownMenuLabel>
      <DropdownMenuItem asChild>
        <Link href="/profile/casino-promotions/pending-promotions">
          <GiftIcon className="size-4 text-gold" />
          {t('header.pendingPromotions')}
        </Link>
      </DropdownMenuItem>
    </IconDropdownMenu>
  );
}
