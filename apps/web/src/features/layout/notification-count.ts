'use client';
import { useHasEmailToConfirm } from '@/features/auth';
import { usePendingPromotionCount } from '@/features/promotions';

/** What the bell counts: the promotions waiting for an answer, and the e-mail address still to confirm. */
export function useNotificationCount(): { count: number; hasEmailToConfirm: boolean } {
  const hasEmailToConfirm = useHasEmailToConfirm();
  return { count: usePendingPromotionCount() + (hasEmailToConfirm ? 1 : 0), hasEmailToConfirm };
}
