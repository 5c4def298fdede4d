'use client';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useEligiblePromotions } from '@/features/promotions';
import type { DepositOffer } from '../lib/deposit-rules';
import { matchingPromotion } from '../lib/matching-promotion';

const noticeClass = 'rounded-lg bg-panel-2 px-4 py-3 text-sm';

/**
 * What the amount step says about promotions once the minimum deposit is met: at or above minPromotion, the
 * welcome offer this deposit earns (from the eligible promotions); otherwise, or when none applies, the
 * no-promotion notice.
 */
export function PromotionNotice({ offer, amountEur }: { offer: Exclude<DepositOffer, 'below-minimum'>; amountEur: number }) {
  const eligible = useEligiblePromotions();
  const match = offer === 'promotion' ? matchingPromotion(eligible.data, amountEur) : undefined;
  if (!match) return <p className={`${noticeClass} text-muted`}>{t('deposit.amount.noPromotion')}</p>;
  const { cashBonus, freeSpins } = match.config;
  return (
    <p className={`${noticeClass} text-white`}>
      {t('deposit.amount.offer', {
        event: match.displayName,
        percent: cashBonus.percentage,
        maximum: formatMoney(cashBonus.maximumBonus, cashBonus.currency),
        spins: freeSpins.configs.reduce((sum, c) => sum + c.totalSpins, 0),
      })}
    </p>
  );
}
