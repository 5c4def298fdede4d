import type { Metadata } from 'next';
import { ContentPage } from '@/features/content';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.refund.title'), description: t('pages.refund.description') };

export default function RefundPolicyPage() {
  return <ContentPage slug="refund-policy" title={t('pages.refund.title')} intro={t('pages.refund.intro')} />;
}
