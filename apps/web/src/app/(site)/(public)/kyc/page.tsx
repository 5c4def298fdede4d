import type { Metadata } from 'next';
import { ContentPage } from '@/features/content';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.kyc.title'), description: t('pages.kyc.description') };

export default function KycPage() {
  return <ContentPage slug="kyc" title={t('pages.kyc.title')} intro={t('pages.kyc.intro')} />;
}
