import { ZGameList, ZGamesAndCategories, type TGame } from '@casino/contracts';
import type { z } from 'zod';
import { GAMES_BASE, LIST_PATHS } from '../api/paths';
import { selectGames, type CatalogSource, type GameListKind, type InitialGames } from '../lib/catalog-source';
import { GAMES_PAGE_SIZE } from '../lib/paging';
import { countProviders, type ProviderCount } from '../lib/providers';

// Server-side reads of the catalogue for server rendering. Answers are kept for a short while so a
// busy site costs the API a handful of requests a minute; on any failure the page renders without
// them and the browser loads the data itself.
const KEEP_MS = 30_000;
const TIMEOUT_MS = 3_000;
const kept = new Map<string, { at: number; value: Promise<unknown> }>();

async function load<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
  const hit = kept.get(path);
  if (hit && Date.now() - hit.at < KEEP_MS) return hit.value as Promise<T>;
  const value = (async () => {
    const res = await fetch(new URL(path, process.env.API_URL ?? 'http://127.0.0.1:4000'), {
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return schema.parse(await res.json());
  })();
  kept.set(path, { at: Date.now(), value });
  try {
    return await value;
  } catch {
    kept.delete(path);
    return null;
  }
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
  const games = source.type === 'list' ? await serverGameList(source.kind) : await serverCatalogue().then((all) => all && selectGames(source, all));
  return games ? { games: games.slice(0, GAMES_PAGE_SIZE), total: games.length } : null;
}

/** The providers with their game counts, for the home page. */
export async function serverProviders(): Promise<ProviderCount[] | null> {
  const all = await serverCatalogue();
  return all && countProviders(all);
}
