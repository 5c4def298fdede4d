import type { Metadata } from 'next';
import { ContentPage } from '@/features/content';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.privacy.title'), description: t('pages.privacy.description') };

export default function PrivacyPolicyPage() {
  return <ContentPage slug="privacy-policy" title={t('pages.privacy.title')} intro={t('pages.privacy.intro')} />;
}
