'use client';
import { t } from '@/lib/i18n-site';
import { ErrorScreen } from './error-screen';
import { useErrorReport } from './use-error-report';

/**
 * The 500 page with the error reported. `isFullReload` is for when the root layout itself failed:
 * the page then also names the document (React places the title in the head).
 */
export function ErrorPage({ error, isFullReload = false }: { error: Error & { digest?: string }; isFullReload?: boolean }) {
  useErrorReport(error);
  return (
    <>
      {isFullReload && <title>{t('errors.title')}</title>}
      <main id="main">
        <ErrorScreen isFullReload={isFullReload} />
      </main>
    </>
  );
}
