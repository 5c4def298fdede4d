import 'server-only';
import { ZGameList, ZGamesAndCategories, type TGame } from '@casino/contracts';
import type { z } from 'zod';
import { createCachedSource } from '@/lib/cached-source';
import { fetchApiJson } from '@/lib/server-api';
import { GAMES_BASE, LIST_PATHS } from './api/paths';
import { selectGames, type CatalogSource, type GameListKind, type InitialGames } from './lib/catalog-source';
import { GAMES_PAGE_SIZE } from './lib/paging';
import { countProviders, type ProviderCount } from './lib/providers';

// Server-side reads of the catalogue for server rendering, kept in memory (the last good answer
// survives an API outage) so a busy site costs the API a handful of requests a minute. With no
// answer at all the page renders without the data and the browser loads it itself.
const KEEP_MS = 30_000;
const RETRY_MS = 5_000;
const TIMEOUT_MS = 3_000;
const sources = new Map<string, { get(): Promise<unknown> }>();

function load<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
  let source = sources.get(path);
  if (!source) {
    source = createCachedSource({ load: () => fetchApiJson(path, schema, TIMEOUT_MS), ttlMs: KEEP_MS, retryMs: RETRY_MS });
    sources.set(path, source);
  }
  return source.get() as Promise<T | null>;
}

/** The whole catalogue in EUR (visitors' currency; players' own currency follows in the browser). */
export async function serverCatalogue(): Promise<TGame[] | null> {
  return (await load(`${GAMES_BASE}/games-and-categories/EUR`, ZGamesAndCategories))?.games ?? null;
}

export async function serverGameList(kind: GameListKind): Promise<TGame[] | null> {
  return (await load(`${GAMES_BASE}/${LIST_PATHS[kind]}`, ZGameList))?.games ?? null;
}

/** The first page of a catalogue page and its total, or null when the API could not be read. */
export async function serverInitialGames(source: CatalogSource): Promise<InitialGames | null> {
  const games =
    source.type === 'list' ? await serverGameList(source.kind) : await serverCatalogue().then((all) => all && selectGames(source, all));
  return games ? { games: games.slice(0, GAMES_PAGE_SIZE), total: games.length } : null;
}

/** The providers with their game counts, for the home page. */
export async function serverProviders(): Promise<ProviderCount[] | null> {
  const all = await serverCatalogue();
  return all && countProviders(all);
}
