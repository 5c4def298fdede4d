import type { Metadata } from 'next';
import { ContentPage } from '@/features/content';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.terms.title'), description: t('pages.terms.description') };

export default function TermsPage() {
  return <ContentPage slug="terms-and-conditions" title={t('pages.terms.title')} intro={t('pages.terms.intro')} />;
}
