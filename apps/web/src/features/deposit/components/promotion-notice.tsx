'use client';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { MatchingPromotion } from '../lib/matching-promotion';

const noticeClass = 'rounded-lg bg-panel-2 px-4 py-3 text-sm';

/**
 * What the amount step says about promotions once the minimum deposit is met: the welcome offer this deposit
 * earns (the eligible promotion matching it, found by the step), or the no-promotion notice.
 */
export function PromotionNotice({ match }: { match: MatchingPromotion | undefined }) {
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
