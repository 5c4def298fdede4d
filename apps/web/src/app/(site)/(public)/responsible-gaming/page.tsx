import type { Metadata } from 'next';
import { ContentPage } from '@/features/content';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.responsibleGaming.title'), description: t('pages.responsibleGaming.description') };

export default function ResponsibleGamingPage() {
  return <ContentPage slug="responsible-gaming" title={t('pages.responsibleGaming.title')} intro={t('pages.responsibleGaming.intro')} />;
}
