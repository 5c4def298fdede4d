import type { TCouponValidationResponse } from '@casino/contracts';

/** One line of what a bonus code gives, as a text key and its values. */
export type CouponOfferLine = { key: string; labelKey: string; vars?: Record<string, string | number> };

/** What a validated code gives and on what terms, in the order a player reads them. */
export function couponOfferLines(offer: TCouponValidationResponse): CouponOfferLine[] {
  const lines: CouponOfferLine[] = [];
  if (offer.bonusPercent > 0)
    lines.push({ key: 'percent', labelKey: 'promotions.coupon.gives.percent', vars: { percent: offer.bonusPercent } });
  if (offer.bonusEur !== null && Number(offer.bonusEur) > 0) {
    lines.push({ key: 'fixed', labelKey: 'promotions.coupon.gives.fixed', vars: { amount: offer.bonusEur } });
  }
  if (offer.freeSpins > 0) lines.push({ key: 'spins', labelKey: 'promotions.coupon.gives.spins', vars: { count: offer.freeSpins } });
  if (lines.length === 0) lines.push({ key: 'nothing', labelKey: 'promotions.coupon.gives.nothing' });
  if (offer.requiresDeposit) {
    lines.push(
      offer.minimumDepositEur
        ? { key: 'deposit', labelKey: 'promotions.coupon.gives.depositAtLeast', vars: { amount: offer.minimumDepositEur } }
        : { key: 'deposit', labelKey: 'promotions.coupon.gives.deposit' },
    );
  }
  return lines;
}
