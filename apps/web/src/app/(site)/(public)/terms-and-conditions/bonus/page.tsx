import type { Metadata } from 'next';
import { ContentPage } from '@/features/content';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.bonusTerms.title'), description: t('pages.bonusTerms.description') };

export default function BonusTermsPage() {
  return <ContentPage slug="bonus-terms" title={t('pages.bonusTerms.title')} intro={t('pages.bonusTerms.intro')} />;
}
