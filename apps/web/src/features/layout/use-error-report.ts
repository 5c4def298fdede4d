'use client';
import { useEffect } from 'react';
import { getUserRecord } from '@/features/auth';
import { buildErrorReport, sendErrorReport } from '@/lib/error-report';

// An error boundary may render (and run its effects) more than once for one error.
const reported = new WeakSet<object>();

/**
 * Sends an uncaught rendering error to the error logger once (docs/product.md, Error logging), with the
 * locally kept user record and the browser. Server-side errors arrive with only Next's digest,
 * which matches the line the web server wrote to its own log.
 */
export function useErrorReport(error: Error & { digest?: string }) {
  useEffect(() => {
    if (reported.has(error)) return;
    reported.add(error);
    void sendErrorReport(
      buildErrorReport({
        error: { name: error.name, message: error.message, stack: error.stack, digest: error.digest },
        url: window.location.href,
        userAgent: navigator.userAgent,
        user: getUserRecord(),
      }),
    );
  }, [error]);
}
