import type { Metadata } from 'next';
import { NotFoundScreen } from '@/features/layout';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('errors.notFoundTitle'), robots: { index: false } };

/**
 * notFound() outside the public pages, which no page calls today: the message alone. Unknown addresses are
 * answered inside the public layout ((public)/not-found.tsx); a shell here would travel in every page's payload.
 */
export default function NotFound() {
  return (
    <main id="main" className="flex min-h-dvh flex-col">
      <NotFoundScreen />
    </main>
  );
}
