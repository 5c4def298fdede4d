'use client';
import { lazyComponent } from '@/components/ui/lazy-component';
import { ModalPending } from '@/components/ui/modal-pending';
import { LoadingState } from '@/components/ui/query-status';
import { t } from '@/lib/i18n';

// The promotions pages show only behind the session guard: each page's code loads when it first renders.
const pending = <LoadingState label={t('promotions.loading')} />;

export const PromotionsOverview = lazyComponent(() => import('./promotions-overview').then((m) => m.PromotionsOverview), pending);
export const PendingPromotions = lazyComponent(() => import('./pending-promotions').then((m) => m.PendingPromotions), pending);
export const CouponPage = lazyComponent(() => import('./coupon-page').then((m) => m.CouponPage), pending);

/** The sign-up offer's popup: loads when it first opens. */
export const NoDepositModal = lazyComponent(() => import('./no-deposit-modal').then((m) => m.NoDepositModal), <ModalPending />);
