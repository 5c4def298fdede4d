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

/** The radio checked: none until the player picks one, so the offer is never taken by default. */
export function chosenBonus(session: Pick<DepositSession, 'declineBonus'>): BonusChoice | undefined {
  return session.declineBonus === undefined ? undefined : session.declineBonus ? 'none' : 'offer';
}

/** Whether the player picked "No bonus" while an offer is shown for them to decline, with no bonus code. */
export function isBonusDeclined(session: Pick<DepositSession, 'declineBonus' | 'promotionCoupon'>, hasOffer: boolean): boolean {
  return hasOffer && session.declineBonus === true && session.promotionCoupon === '';
}

/**
 * What the payment steps send: the deposit goes without the offer unless the player picked it while it was shown
 * (an amount changed below the offer's range forgets the choice), or typed a bonus code.
 */
export function goesWithoutOffer(session: Pick<DepositSession, 'declineBonus' | 'promotionCoupon'>, hasOffer: boolean): boolean {
  if (session.promotionCoupon !== '') return false;
  return !(hasOffer && session.declineBonus === false);
}

/** The request's bonus fields: taking the offer and "No bonus" are each said explicitly; a code speaks for itself. */
export function bonusRequestFields(deposit: { declineBonus: boolean; promotionCoupon: string }) {
  return {
    declineBonus: deposit.promotionCoupon === '' && deposit.declineBonus,
    acceptBonus: deposit.promotionCoupon === '' && !deposit.declineBonus,
  };
}
