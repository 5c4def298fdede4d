import type { TLoyaltyLevel } from '@casino/contracts';
import { percentOf, remainingOf } from './decimal';

export type LoyaltyProgress = { isTop: true } | { isTop: false; percent: number; remainingEur: string; nextName: string };

/** How far the player is towards the next level's wagering (EUR), or that there is no level above. */
export function loyaltyProgress(level: TLoyaltyLevel): LoyaltyProgress {
  if (!level.next) return { isTop: true };
  return {
    isTop: false,
    percent: percentOf(level.wageredEur, level.next.wageredEur),
    remainingEur: remainingOf(level.next.wageredEur, level.wageredEur),
    nextName: level.next.name,
  };
}
