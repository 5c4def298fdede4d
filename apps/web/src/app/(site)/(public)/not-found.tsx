import type { Metadata } from 'next';
import { NotFoundScreen } from '@/features/layout';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('errors.notFoundTitle'), robots: { index: false } };

/**
 * Any unknown address ([...missing]) and notFound() on a public page: the 404 inside the public layout. Every
 * page carries its not-found boundaries in its payload, so this one holds only the message; the shell around
 * it is the layout's, sent once.
 */
export default function NotFound() {
  return <NotFoundScreen />;
}
