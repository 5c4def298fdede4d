import type { Metadata } from 'next';
import { ContentPage } from '@/features/content';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.faq.title'), description: t('pages.faq.description') };

export default function FaqPage() {
  return <ContentPage slug="faq" title={t('pages.faq.title')} intro={t('pages.faq.intro')} />;
}
