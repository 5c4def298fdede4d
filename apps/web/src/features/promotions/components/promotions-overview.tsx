'use client';
import Link from 'next/link';
import { Button, buttonClasses } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/query-status';
import { t } from '@/lib/i18n';
import { openModal } from '@/lib/modal-store';
import { usePlayerPromotions } from '../api/get-player-promotions';
import { PENDING_PROMOTIONS_PATH } from '../lib/notification-entries';
import { groupPromotions } from '../lib/promotion-groups';
import { ActiveBonusCard } from './active-bonus-card';
import { FinishedList } from './finished-list';
import { PageIntro } from './page-intro';

/** /profile/casino-promotions: the bonus being wagered, offers waiting for an answer, and the ones that are over. */
export function PromotionsOverview() {
  const promotions = usePlayerPromotions({ isFresh: true });
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('promotions.overview.title')} intro={t('promotions.overview.intro')} />
      {promotions.isPending ? (
        <LoadingState label={t('promotions.loading')} />
      ) : promotions.isError ? (
        <ErrorState message={t('promotions.loadFailed')} onRetry={() => void promotions.refetch()} />
      ) : (
        <Groups {...groupPromotions(promotions.data)} />
      )}
    </div>
  );
}

function Groups({ active, pending, finished }: ReturnType<typeof groupPromotions>) {
  return (
    <>
      {pending.length > 0 && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-2xl border border-gold/40 bg-gold/10 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm font-medium text-gold">{t('promotions.overview.pendingNotice', { count: pending.length })}</p>
          <Link href={PENDING_PROMOTIONS_PATH} className={buttonClasses({ variant: 'gold', size: 'sm' })}>
            {t('promotions.overview.pendingLink')}
          </Link>
        </div>
      )}
      <section aria-labelledby="active-bonus-heading" className="flex flex-col gap-3">
        <h2 id="active-bonus-heading" className="text-lg font-bold">
          {t('promotions.overview.activeTitle')}
        </h2>
        {active.length > 0 ? active.map((promotion) => <ActiveBonusCard key={promotion.id} promotion={promotion} />) : <NoActiveBonus />}
      </section>
      <section aria-labelledby="finished-heading" className="flex flex-col gap-3">
        <h2 id="finished-heading" className="text-lg font-bold">
          {t('promotions.history.title')}
        </h2>
        <FinishedList promotions={finished} />
      </section>
    </>
  );
}

/** No bonus is being wagered: the way to one is a deposit (the welcome offer) or a bonus code. */
function NoActiveBonus() {
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-line bg-panel p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div>
        <p className="font-semibold">{t('promotions.overview.emptyTitle')}</p>
        <p className="mt-1 text-sm text-muted">{t('promotions.overview.emptyText')}</p>
      </div>
      <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
        <Link href="/profile/casino-promotions/coupon" className={buttonClasses({ variant: 'secondary' })}>
          {t('promotions.overview.haveCode')}
        </Link>
        <Button onClick={() => openModal('deposit')}>{t('promotions.overview.deposit')}</Button>
      </div>
    </div>
  );
}
