import type { Metadata } from 'next';
import { CouponPage } from '@/features/promotions';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('promotions.coupon.title') };

export default function PromotionCouponPage() {
  return <CouponPage />;
}
