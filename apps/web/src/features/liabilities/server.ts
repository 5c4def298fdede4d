import 'server-only';
import { ZProofOfLiabilities, type TLiabilitySnapshot } from '@casino/contracts';
import { createCachedSource } from '@/lib/cached-source';
import { fetchApiJson } from '@/lib/server-api';
import { LIABILITIES_URL } from './api/paths';

// The published roots as the page is rendered, so they are in the server's HTML; the browser reads the list again
// (a kept page may predate the newest snapshot). Kept as briefly as the pages that carry them.
const KEEP_MS = 30_000;
const RETRY_MS = 5_000;
const TIMEOUT_MS = 3_000;

const source = createCachedSource({
  load: () => fetchApiJson(LIABILITIES_URL, ZProofOfLiabilities, TIMEOUT_MS),
  ttlMs: KEEP_MS,
  retryMs: RETRY_MS,
});

/** The snapshots, newest first, or null when the API could not be read (the browser then loads them). */
export async function serverLiabilities(): Promise<TLiabilitySnapshot[] | null> {
  return (await source.get())?.snapshots ?? null;
}
