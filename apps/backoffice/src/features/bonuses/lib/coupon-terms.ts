import type { TStaffCoupon } from '@casino/contracts';
import { t } from '@/lib/i18n';

/** What a coupon gives, as the table says it: "50 % + 5.00 EUR + 25 free spins, deposits from 20.00 EUR". */
export function couponOffer(c: TStaffCoupon): string {
  const gives = [
    c.bonusPercent > 0 ? t('bonuses.coupons.percentOf', { percent: c.bonusPercent }) : '',
    c.bonusEur !== null ? `${c.bonusEur} EUR` : '',
    c.freeSpins > 0 ? t('bonuses.coupons.spins', { spins: c.freeSpins }) : '',
  ].filter(Boolean);
  const offer = gives.join(' + ');
  return c.minimumDepositEur === null ? offer : t('bonuses.coupons.fromDeposit', { offer, amount: c.minimumDepositEur });
}

/** Uses so far of the allowed ones, and the limit per player: "3 / 100, 1 per player". */
export function couponUses(c: TStaffCoupon): string {
  return t('bonuses.coupons.usesOf', {
    uses: c.uses,
    total: c.totalUses ?? t('bonuses.coupons.unlimited'),
    perPlayer: c.perPlayerLimit,
  });
}

/** Whether a coupon may still be disabled: one players can use now or later. */
export const isDisableable = (c: TStaffCoupon): boolean => c.status === 'active' || c.status === 'scheduled';
