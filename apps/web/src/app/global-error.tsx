'use client';
import { ErrorPage } from '@/features/layout';
import './globals.css';

/** The root layout itself failed: this replaces the whole document, so it brings its own <html>. */
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-dvh antialiased">
        <ErrorPage error={error} isFullReload />
      </body>
    </html>
  );
}
