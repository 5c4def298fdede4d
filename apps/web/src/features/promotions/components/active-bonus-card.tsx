'use client';
import type { TPlayerPromotion } from '@casino/contracts';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { confirm } from '@/lib/modal-store';
import { formatMoney } from '@/lib/money';
import { toast } from '@/lib/toast';
import { useRejectPromotion } from '../api/promotion-actions';
import { apiReason } from '../lib/api-reason';
import { PromotionFacts } from './promotion-facts';
import { StatusBadge } from './status-badge';
import { WageringBar } from './wagering-bar';

/** The bonus being wagered: its progress, its terms and the way to give it up. */
export function ActiveBonusCard({ promotion }: { promotion: TPlayerPromotion }) {
  const forfeit = useRejectPromotion();

  function askToForfeit() {
    confirm({
      description: t('promotions.forfeit.warning', { amount: formatMoney(promotion.bonusAmount, promotion.currency) }),
      approveLabel: t('promotions.forfeit.action'),
      onApprove: async () => {
        try {
          await forfeit.mutateAsync(promotion.id);
          toast.success(t('promotions.forfeit.done'));
        } catch (err) {
          toast.error(t('promotions.failed'), { description: apiReason(err) });
          // The dialog stays open so the player can try again or cancel.
          throw err;
        }
      },
    });
  }

  return (
    <article
      aria-labelledby={`bonus-${promotion.id}`}
      data-testid="active-bonus"
      className="flex flex-col gap-5 rounded-2xl border border-accent/50 bg-gradient-to-br from-accent/20 to-panel p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">{t(`promotions.sources.${promotion.source}`)}</p>
          <h3 id={`bonus-${promotion.id}`} className="mt-1 text-xl font-bold break-words">
            {promotion.displayName}
          </h3>
        </div>
        <StatusBadge status={promotion.status} />
      </div>
      <WageringBar promotion={promotion} />
      <PromotionFacts promotion={promotion} />
      <div className="flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">{t('promotions.forfeit.hint')}</p>
        <Button variant="secondary" onClick={askToForfeit} isBusy={forfeit.isPending} className="text-danger">
          {t('promotions.forfeit.action')}
        </Button>
      </div>
    </article>
  );
}
