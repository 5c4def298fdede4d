'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toasts } from '@/components/ui/toasts';
import type { RuntimeConfig } from '@/lib/runtime-config';
import { RuntimeConfigProvider } from '@/lib/runtime-config-context';

/** Data named in SPEC.md §7 is fresh for 5 minutes. */
const STALE_TIME_MS = 5 * 60_000;

export function Providers({ children, runtimeConfig }: { children: ReactNode; runtimeConfig: RuntimeConfig }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <RuntimeConfigProvider value={runtimeConfig}>{children}</RuntimeConfigProvider>
      <Toasts />
    </QueryClientProvider>
  );
}
