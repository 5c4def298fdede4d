import type { DepositSession } from './deposit-session';

/** The amount step's choice while a welcome offer matches: take it, or deposit with no bonus. */
export type BonusChoice = 'offer' | 'none';

/**
 * The session change a choice makes. "No bonus" drops any bonus code: a deposit carries one or the other,
 * never both (the API refuses both).
 */
export function bonusChoiceChange(choice: BonusChoice): Partial<DepositSession> {
  return choice === 'none'
    ? { declineBonus: true, isCouponShown: false, promotionCoupon: '', couponOffer: undefined, couponError: undefined }
    : { declineBonus: false };
}

/**
 * Whether the deposit goes with "No bonus": only while an offer is shown for the player to decline (an amount
 * changed below the offer's range forgets the choice) and never beside a bonus code.
 */
export function isBonusDeclined(session: Pick<DepositSession, 'declineBonus' | 'promotionCoupon'>, hasOffer: boolean): boolean {
  return hasOffer && session.declineBonus && session.promotionCoupon === '';
}
