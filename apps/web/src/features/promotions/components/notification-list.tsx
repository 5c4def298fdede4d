'use client';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { t } from '@/lib/i18n';
import { usePlayerPromotions } from '../api/get-player-promotions';
import { notificationEntries } from '../lib/notification-entries';

/**
 * The bell's entries, from the player's promotions: each pending one leads to the page where it is accepted or
 * rejected; with nothing new, one line says so (not a link), unless the bell shows another notice.
 */
export function NotificationList({ icon, hasOtherNotice = false }: { icon: ReactNode; hasOtherNotice?: boolean }) {
  const promotions = usePlayerPromotions();
  if (promotions.isPending) {
    return (
      <p role="status" className="px-2 py-2 text-sm text-muted">
        {t('notifications.loading')}
      </p>
    );
  }
  if (promotions.isError) {
    return (
      <DropdownMenuItem
        onSelect={(event) => {
          // The menu stays open to show the answer.
          event.preventDefault();
          void promotions.refetch();
        }}
      >
        {t('notifications.loadFailed')}
      </DropdownMenuItem>
    );
  }
  return notificationEntries(promotions.data, { hasOtherNotice }).map((entry) =>
    entry.href ? (
      <DropdownMenuItem key={entry.key} asChild>
        <Link href={entry.href}>
          {icon}
          <span className="min-w-0 break-words">{t(entry.labelKey, entry.vars)}</span>
        </Link>
      </DropdownMenuItem>
    ) : (
      <p key={entry.key} className="px-2 py-2 text-sm text-muted">
        {t(entry.labelKey, entry.vars)}
      </p>
    ),
  );
}
