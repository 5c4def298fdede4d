import type { Metadata } from 'next';
import { NotFoundScreen } from '@/features/layout';
import { PublicShell } from '@/features/layout/server';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('errors.notFoundTitle'), robots: { index: false } };

/** Any unknown address (and notFound() anywhere): the 404 page inside the public layout. */
export default function NotFound() {
  return (
    <PublicShell>
      <NotFoundScreen />
    </PublicShell>
  );
}
