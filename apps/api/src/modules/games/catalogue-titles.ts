import { gameSlug } from '@casino/contracts';
import type { Db } from '../../db/client';
import { listGamesByIdSuffix, listGamesByIds, listProviderGames } from './repo';
import { titleKeyOf } from './service';

// What other modules show of an in-house title they know by its title key (rounds store the key):
// its catalogue id, name, studio and page slug.

export type CatalogueTitle = { gameId: string; name: string; provider: string; slug: string };

/** The catalogue entries of the given title keys; a key no catalogue row carries is absent. */
export async function findCatalogueTitles(db: Db, keys: string[]): Promise<Map<string, CatalogueTitle>> {
  const found = new Map<string, CatalogueTitle>();
  for (const row of await listGamesByIdSuffix(db, keys)) {
    const key = titleKeyOf(row);
    if (key === null || !keys.includes(key)) continue;
    found.set(key, { gameId: row.id, name: row.name, provider: row.provider, slug: gameSlug(row.imageId ?? row.id) });
  }
  return found;
}

/** The title keys of a studio's in-house titles (none for an unknown studio). */
export async function listProviderTitleKeys(db: Db, provider: string): Promise<string[]> {
  return (await listProviderGames(db, provider)).map(titleKeyOf).filter((key): key is string => key !== null);
}

/** The names and providers of catalogue games by their ids (an aggregator's game codes); an unknown id is absent. */
export async function findCatalogueGames(db: Db, ids: string[]): Promise<Map<string, { name: string; provider: string }>> {
  return new Map((await listGamesByIds(db, ids)).map((row) => [row.id, { name: row.name, provider: row.provider }]));
}
