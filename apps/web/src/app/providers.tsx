'use client';
import type { ReactNode } from 'react';
import { Toasts } from '@/components/ui/toasts';
import type { RuntimeConfig } from '@/lib/runtime-config';
import { RuntimeConfigProvider } from '@/lib/runtime-config-context';

/**
 * No query provider: public pages read through lib/use-shared-query, and code that uses the query
 * library passes it lib/query-client's client (docs/decisions/016-public-data-without-a-query-library.md).
 */
export function Providers({ children, runtimeConfig }: { children: ReactNode; runtimeConfig: RuntimeConfig }) {
  return (
    <>
      <RuntimeConfigProvider value={runtimeConfig}>{children}</RuntimeConfigProvider>
      <Toasts />
    </>
  );
}
