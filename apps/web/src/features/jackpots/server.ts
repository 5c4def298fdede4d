import 'server-only';
import { ZJackpotList, type TJackpotList } from '@casino/contracts';
import { createCachedSource } from '@/lib/cached-source';
import { fetchApiJson } from '@/lib/server-api';
import { JACKPOTS_URL } from './api/paths';

// The pools as the page is rendered, so the strip is in the server's HTML and the content below it does
// not move when the browser's first read arrives; the browser then keeps them growing. Kept as briefly
// as the pages that carry them.
const KEEP_MS = 30_000;
const RETRY_MS = 5_000;
const TIMEOUT_MS = 3_000;

const source = createCachedSource({ load: () => fetchApiJson(JACKPOTS_URL, ZJackpotList, TIMEOUT_MS), ttlMs: KEEP_MS, retryMs: RETRY_MS });

/** The live pools, or null when the API could not be read. */
export async function serverJackpots(): Promise<TJackpotList['jackpots'] | null> {
  return (await source.get())?.jackpots ?? null;
}
