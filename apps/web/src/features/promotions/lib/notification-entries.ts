import type { TPlayerPromotion } from '@casino/contracts';

export const PENDING_PROMOTIONS_PATH = '/profile/casino-promotions/pending-promotions';

/** Pending promotions named one by one in the bell; past this the last entry counts the rest. */
export const MAX_NAMED_ENTRIES = 3;

/** One line of the bell's menu: a text key with its values, and the page it leads to (none: plain text). */
export type NotificationEntry = { key: string; labelKey: string; vars?: Record<string, string | number>; href?: string };

/**
 * What the bell lists: each pending promotion by name (the first few), then one entry for the rest; with
 * nothing pending, the single line "No new notifications", which leads nowhere, unless the bell shows another
 * notice (`hasOtherNotice`: the e-mail to confirm).
 */
export function notificationEntries(
  promotions: readonly TPlayerPromotion[] | undefined,
  { hasOtherNotice = false }: { hasOtherNotice?: boolean } = {},
): NotificationEntry[] {
  const pending = (promotions ?? []).filter((p) => p.status === 'pending');
  if (pending.length === 0) return hasOtherNotice ? [] : [{ key: 'none', labelKey: 'notifications.none' }];
  const named = pending.slice(0, MAX_NAMED_ENTRIES).map<NotificationEntry>((p) => ({
    key: p.id,
    labelKey: 'notifications.pendingPromotion',
    vars: { name: p.displayName },
    href: PENDING_PROMOTIONS_PATH,
  }));
  const rest = pending.length - named.length;
  return rest > 0
    ? [...named, { key: 'more', labelKey: 'notifications.morePending', vars: { count: rest }, href: PENDING_PROMOTIONS_PATH }]
    : named;
}

/** How many promotions wait for the player's answer. */
export function pendingCount(promotions: readonly TPlayerPromotion[] | undefined): number {
  return (promotions ?? []).filter((p) => p.status === 'pending').length;
}
