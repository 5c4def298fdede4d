import { gameSlug } from '@casino/contracts';
import type { Db } from '../../db/client';
import { listGamesByIdSuffix, listGamesByIds, listProviderGames, type GameRow } from './repo';
import { titleKeyOf } from './service';

// What other modules show of a title they know by the key its rounds store: an in-house title's key, or an
// aggregator's game's catalogue id (decision 037). Its catalogue id, name, studio and page slug.

export type CatalogueTitle = { gameId: string; name: string; provider: string; slug: string };

/** The key rounds of this catalogue row store. */
const roundKeyOf = (row: Pick<GameRow, 'id' | 'provider' | 'aggregator'>) => (row.aggregator === null ? titleKeyOf(row) : row.id);

const toTitle = (row: GameRow): CatalogueTitle => ({
  gameId: row.id,
  name: row.name,
  provider: row.provider,
  slug: gameSlug(row.imageId ?? row.id),
});

/** The catalogue entries of the given round keys; a key no catalogue row carries is absent. */
export async function findCatalogueTitles(db: Db, keys: string[]): Promise<Map<string, CatalogueTitle>> {
  const found = new Map<string, CatalogueTitle>();
  for (const row of await listGamesByIdSuffix(db, keys)) {
    const key = roundKeyOf(row);
    if (key !== null && keys.includes(key)) found.set(key, toTitle(row));
  }
  const missing = keys.filter((key) => !found.has(key));
  for (const row of await listGamesByIds(db, missing)) if (row.aggregator !== null) found.set(row.id, toTitle(row));
  return found;
}

/** The round keys of a studio's titles, ours and its aggregated games (none for an unknown studio). */
export async function listProviderTitleKeys(db: Db, provider: string): Promise<string[]> {
  return (await listProviderGames(db, provider)).map(roundKeyOf).filter((key): key is string => key !== null);
}

/** The names and providers of catalogue games by their ids (an aggregator's game codes); an unknown id is absent. */
export async function findCatalogueGames(db: Db, ids: string[]): Promise<Map<string, { name: string; provider: string }>> {
  return new Map((await listGamesByIds(db, ids)).map((row) => [row.id, { name: row.name, provider: row.provider }]));
}
