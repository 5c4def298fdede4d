'use client';
import { usePlayerPromotions } from '../api/get-player-promotions';
import { pendingCount } from '../lib/notification-entries';

/** How many promotions wait for the player's answer (0 while unknown): the bell's count. */
export function usePendingPromotionCount(): number {
  const promotions = usePlayerPromotions();
  return pendingCount(promotions.data);
}

/** The count on the bell; nothing when there is nothing new. The button's name says the count to screen readers. */
export function PendingBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="notifications-count"
      className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-gold px-1 text-[11px] font-bold text-bg"
    >
      {count > 9 ? '9+' : count}
    </span>
  );
}
