import 'server-only';
import { ZJackpotGames, ZJackpotList } from '@casino/contracts';
import { createCachedSource } from '@/lib/cached-source';
import { formatMoney } from '@/lib/money';
import { fetchApiJson } from '@/lib/server-api';
import { JACKPOT_GAMES_URL, JACKPOTS_URL } from './api/paths';
import type { RenderedJackpot } from './components/jackpot-rail';

// The pools as the page is rendered, so the rail is in the server's HTML and the content below it does
// not move when the browser's first read arrives; the browser then keeps them growing. Kept as briefly
// as the pages that carry them.
const KEEP_MS = 30_000;
const RETRY_MS = 5_000;
const TIMEOUT_MS = 3_000;

const source = createCachedSource({ load: () => fetchApiJson(JACKPOTS_URL, ZJackpotList, TIMEOUT_MS), ttlMs: KEEP_MS, retryMs: RETRY_MS });
// Which games feed the pools changes with the catalogue only: kept as long as the catalogue's own reads.
const games = createCachedSource({
  load: () => fetchApiJson(JACKPOT_GAMES_URL, ZJackpotGames, TIMEOUT_MS),
  ttlMs: KEEP_MS,
  retryMs: RETRY_MS,
});

/** The live pools, each with its amount as the page shows it first, or null when the API could not be read. */
export async function serverJackpots(): Promise<RenderedJackpot[] | null> {
  const jackpots = (await source.get())?.jackpots;
  return jackpots?.map((pool) => ({ ...pool, amountText: formatMoney(pool.amount, pool.currency) })) ?? null;
}

/** The catalogue ids of the games that feed a pool, or null when the API could not be read. */
export async function serverJackpotGameIds(): Promise<string[] | null> {
  return (await games.get())?.gameIds ?? null;
}
