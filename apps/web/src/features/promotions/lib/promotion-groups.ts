import type { TPlayerPromotion, TPlayerPromotionStatus } from '@casino/contracts';

/** The statuses a promotion never leaves: shown in the history under the active bonus. */
export const FINISHED_STATUSES: readonly TPlayerPromotionStatus[] = ['completed', 'forfeited', 'expired', 'rejected'];

export type PromotionGroups = { active: TPlayerPromotion[]; pending: TPlayerPromotion[]; finished: TPlayerPromotion[] };

/** The player's promotions by where they stand, each group keeping the API's order (newest first). */
export function groupPromotions(promotions: readonly TPlayerPromotion[]): PromotionGroups {
  return {
    active: promotions.filter((p) => p.status === 'active'),
    pending: promotions.filter((p) => p.status === 'pending'),
    finished: promotions.filter((p) => FINISHED_STATUSES.includes(p.status)),
  };
}
