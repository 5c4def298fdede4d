'use client';
import { ErrorPage } from '@/features/layout';

/** An uncaught rendering error below the root layout: reported once to the error logger, then the 500 page. */
export default function RouteError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorPage error={error} />;
}
