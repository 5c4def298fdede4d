import type { Metadata } from 'next';
import { ContentPage } from '@/features/content';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.aml.title'), description: t('pages.aml.description') };

export default function AmlPolicyPage() {
  return <ContentPage slug="aml-policy" title={t('pages.aml.title')} intro={t('pages.aml.intro')} />;
}
