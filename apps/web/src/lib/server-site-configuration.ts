import 'server-only';
import { ZSiteConfiguration, type TSiteConfiguration } from '@casino/contracts';
import { createCachedSource } from './cached-source';
import { fetchApiJson } from './server-api';
import { SITE_CONFIGURATION_PATH } from './site-configuration-path';

const TTL_MS = 60_000;
const RETRY_MS = 10_000;
/** A page never waits long for it: without an answer the page goes out without the third-party origins. */
const TIMEOUT_MS = 1_500;
/** Until a first answer the wait is longer: the API may still be starting beside this server, and a page without it lacks the operator's licence text. */
const FIRST_TIMEOUT_MS = 8_000;
let answered = false;

async function fetchSiteConfiguration() {
  const configuration = await fetchApiJson(SITE_CONFIGURATION_PATH, ZSiteConfiguration, answered ? TIMEOUT_MS : FIRST_TIMEOUT_MS);
  answered = true;
  return configuration;
}

const source = createCachedSource({ load: fetchSiteConfiguration, ttlMs: TTL_MS, retryMs: RETRY_MS });

/**
 * The site configuration as the web server knows it (kept a minute in memory), for what must be
 * decided before the page reaches the browser: the Content-Security-Policy's third-party origins.
 */
export function serverSiteConfiguration(): Promise<TSiteConfiguration | null> {
  return source.get();
}
