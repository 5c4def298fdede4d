'use client';
import type { TPlayerPromotion } from '@casino/contracts';
import Link from 'next/link';
import { Button, buttonClasses } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/query-status';
import { t } from '@/lib/i18n';
import { confirm } from '@/lib/modal-store';
import { toast } from '@/lib/toast';
import { usePlayerPromotions } from '../api/get-player-promotions';
import { useRejectPromotion } from '../api/promotion-actions';
import { apiReason } from '../lib/api-reason';
import { groupPromotions } from '../lib/promotion-groups';
import { PageIntro } from './page-intro';
import { PromotionFacts } from './promotion-facts';
import { useActivatePromotion } from './use-accept-promotion';

/** /profile/casino-promotions/pending-promotions: offers waiting for the player's answer, one by one or all at once. */
export function PendingPromotions() {
  const promotions = usePlayerPromotions({ isFresh: true });
  const pending = promotions.data ? groupPromotions(promotions.data).pending : [];
  const activation = useActivatePromotion();
  const reject = useRejectPromotion();
  const isBusy = activation.isPending || reject.isPending;

  function rejectOne(promotion: TPlayerPromotion) {
    reject.mutate(promotion.id, {
      onSuccess: () => toast.success(t('promotions.pending.rejected', { name: promotion.displayName })),
      onError: (err) => toast.error(t('promotions.failed'), { description: apiReason(err) }),
    });
  }

  function rejectAll() {
    confirm({
      description: t('promotions.pending.rejectAllWarning', { count: pending.length }),
      approveLabel: t('promotions.pending.rejectAll'),
      onApprove: async () => {
        try {
          await reject.mutateAsync(undefined);
          toast.success(t('promotions.pending.rejectedAll'));
        } catch (err) {
          toast.error(t('promotions.failed'), { description: apiReason(err) });
          throw err;
        }
      },
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageIntro title={t('promotions.pending.title')} intro={t('promotions.pending.intro')} />
        {pending.length > 0 && (
          <Button variant="secondary" onClick={rejectAll} disabled={isBusy} className="shrink-0">
            {t('promotions.pending.rejectAll')}
          </Button>
        )}
      </div>
      {promotions.isPending ? (
        <LoadingState label={t('promotions.loading')} />
      ) : promotions.isError ? (
        <ErrorState message={t('promotions.loadFailed')} onRetry={() => void promotions.refetch()} />
      ) : pending.length === 0 ? (
        <NoPending />
      ) : (
        <ul className="flex flex-col gap-4">
          {pending.map((promotion) => (
            <li key={promotion.id}>
              <article
                aria-labelledby={`pending-${promotion.id}`}
                data-testid="pending-promotion"
                className="flex flex-col gap-4 rounded-2xl border border-line bg-panel p-4 sm:p-6"
              >
                <div>
                  <p className="text-xs font-semibold tracking-wide text-muted uppercase">{t(`promotions.sources.${promotion.source}`)}</p>
                  <h2 id={`pending-${promotion.id}`} className="mt-1 text-lg font-bold break-words">
                    {promotion.displayName}
                  </h2>
                </div>
                <PromotionFacts promotion={promotion} showsRequirement />
                <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
                  <Button
                    variant="secondary"
                    onClick={() => rejectOne(promotion)}
                    disabled={isBusy}
                    isBusy={reject.isPending && reject.variables === promotion.id}
                  >
                    {t('promotions.pending.reject')}
                  </Button>
                  <Button
                    onClick={() => activation.activate(promotion.id)}
                    disabled={isBusy}
                    isBusy={activation.activatingId === promotion.id}
                  >
                    {t('promotions.pending.accept')}
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NoPending() {
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-line bg-panel p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div>
        <p className="font-semibold">{t('promotions.pending.emptyTitle')}</p>
        <p className="mt-1 text-sm text-muted">{t('promotions.pending.emptyText')}</p>
      </div>
      <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
        <Link href="/profile/casino-promotions" className={buttonClasses({ variant: 'secondary' })}>
          {t('promotions.pending.toBonuses')}
        </Link>
        <Link href="/profile/casino-promotions/coupon" className={buttonClasses()}>
          {t('promotions.pending.toCoupon')}
        </Link>
      </div>
    </div>
  );
}
