import 'server-only';
import { ZWelcomeOfferSummary, type TWelcomeOfferSummary } from '@casino/contracts';
import { createCachedSource } from '@/lib/cached-source';
import { fetchApiJson } from '@/lib/server-api';
import { WELCOME_OFFER_URL } from './paths';

// The welcome offer as the operator's file sets it (decision 022): read on the server for the public pages'
// texts, kept in memory like the catalogue so a page render costs the API nothing most of the time.
const KEEP_MS = 60_000;
const RETRY_MS = 5_000;
const TIMEOUT_MS = 3_000;

const source = createCachedSource({
  load: () => fetchApiJson(WELCOME_OFFER_URL, ZWelcomeOfferSummary, TIMEOUT_MS),
  ttlMs: KEEP_MS,
  retryMs: RETRY_MS,
});

/** The welcome offer, or null when the API could not be read (the pages then speak of it without figures). */
export async function serverWelcomeOffer(): Promise<TWelcomeOfferSummary | null> {
  return source.get();
}
