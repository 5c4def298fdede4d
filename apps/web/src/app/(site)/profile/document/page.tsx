import type { Metadata } from 'next';
import { DocumentPage } from '@/features/profile';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('profile.documents.title') };

export default function ProfileDocumentPage() {
  return <DocumentPage />;
}
