'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
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
      {/* On phones toasts sit below the 64px header so its buttons stay usable. */}
      <Toaster position="top-right" duration={5000} richColors theme="dark" mobileOffset={{ top: 72 }} />
    </QueryClientProvider>
  );
}
