'use client';
import { ErrorScreen, useErrorReport } from '@/features/layout';
import { t } from '@/lib/i18n-site';
import './globals.css';

/** The root layout itself failed: this replaces the whole document, so it brings its own <html>. */
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useErrorReport(error);
  return (
    <html lang="en">
      <head>
        <title>{t('errors.title')}</title>
      </head>
      <body className="min-h-dvh antialiased">
        <main id="main">
          <ErrorScreen isFullReload />
        </main>
      </body>
    </html>
  );
}
