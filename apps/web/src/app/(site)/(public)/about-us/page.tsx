import type { Metadata } from 'next';
import { ArtCredits, ContentPage } from '@/features/content';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.aboutUs.title'), description: t('pages.aboutUs.description') };

export default function AboutUsPage() {
  return <ContentPage slug="about-us" title={t('pages.aboutUs.title')} intro={t('pages.aboutUs.intro')} after={<ArtCredits />} />;
}
