import type { Metadata } from 'next';
import { PendingPromotions } from '@/features/promotions';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('promotions.pending.title') };

export default function PendingPromotionsPage() {
  return <PendingPromotions />;
}
