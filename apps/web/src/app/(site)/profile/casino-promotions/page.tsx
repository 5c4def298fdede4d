import type { Metadata } from 'next';
import { PromotionsOverview } from '@/features/promotions';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('promotions.overview.title') };

export default function CasinoPromotionsPage() {
  return <PromotionsOverview />;
}
