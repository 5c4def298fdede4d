'use client';
import Link from 'next/link';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { IconButton } from '@/components/ui/icon-button';
import { t } from '@/lib/i18n';
import { BellIcon, GiftIcon } from './icons';

/** The bell: for now its one entry leads to the pending promotions. */
export function NotificationsMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton label={t('header.notifications')}>
          <BellIcon />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel>{t('header.notifications')}</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <Link href="/profile/casino-promotions/pending-promotions">
            <GiftIcon className="size-4 text-gold" />
            {t('header.pendingPromotions')}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
