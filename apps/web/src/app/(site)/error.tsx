'use client';
import { ErrorScreen, useErrorReport } from '@/features/layout';

/** An uncaught rendering error below the root layout: reported once to the error logger, then the 500 page. */
export default function RouteError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useErrorReport(error);
  return (
    <main id="main">
      <ErrorScreen />
    </main>
  );
}
