import { ZSiteConfiguration, type TSiteConfiguration } from '@casino/contracts';
import { createCachedSource } from './cached-source';
import { SITE_CONFIGURATION_PATH } from './site-configuration-path';

const TTL_MS = 60_000;
const RETRY_MS = 10_000;
/** A page never waits long for it: without an answer the page goes out without the third-party origins. */
const TIMEOUT_MS = 1_500;

async function fetchSiteConfiguration(): Promise<TSiteConfiguration> {
  const res = await fetch(new URL(SITE_CONFIGURATION_PATH, process.env.API_URL ?? 'http://127.0.0.1:4000'), {
    cache: 'no-store',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`${SITE_CONFIGURATION_PATH} answered ${res.status}`);
  return ZSiteConfiguration.parse(await res.json());
}

const source = createCachedSource({ load: fetchSiteConfiguration, ttlMs: TTL_MS, retryMs: RETRY_MS });

/**
 * The site configuration as the web server knows it (kept a minute in memory), for what must be
 * decided before the page reaches the browser: the Content-Security-Policy's third-party origins.
 */
export function serverSiteConfiguration(): Promise<TSiteConfiguration | null> {
  return source.get();
}
