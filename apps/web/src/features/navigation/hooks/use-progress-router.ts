'use client';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { startRouteProgress } from '../lib/progress-store';

/** next/navigation's router whose push and replace also start the route progress bar. */
export function useProgressRouter(): ReturnType<typeof useRouter> {
  const router = useRouter();
  return useMemo(
    () => ({
      ...router,
      push: (...args: Parameters<typeof router.push>) => {
        startRouteProgress();
        router.push(...args);
      },
      replace: (...args: Parameters<typeof router.replace>) => {
        startRouteProgress();
        router.replace(...args);
      },
    }),
    [router],
  );
}
