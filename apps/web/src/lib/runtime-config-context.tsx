'use client';
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_CDN_URL, type RuntimeConfig } from './runtime-config';

const RuntimeConfigContext = createContext<RuntimeConfig>({
  cdnUrl: DEFAULT_CDN_URL,
  s3CdnUrl: DEFAULT_CDN_URL,
  mifinityDemoHost: '',
  mifinitySecureHost: '',
  aggregatorOrigins: [],
});

export function RuntimeConfigProvider({ value, children }: { value: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext value={value}>{children}</RuntimeConfigContext>;
}

export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext);
}
