import { t } from '@/lib/i18n';
import type { DepositOffer } from '../lib/deposit-rules';

/**
 * What the amount step says about promotions once the minimum deposit is met. Offers for deposits of
 * at least minPromotion (SPEC.md §9 tiers, from the eligible promotions) belong in the 'promotion'
 * case; until they are built every deposit gets the no-promotion notice.
 */
export function PromotionNotice({ offer }: { offer: Exclude<DepositOffer, 'below-minimum'> }) {
  switch (offer) {
    case 'promotion':
    case 'no-promotion':
      return <p className="rounded-lg bg-panel-2 px-4 py-3 text-sm text-muted">{t('deposit.amount.noPromotion')}</p>;
  }
}
