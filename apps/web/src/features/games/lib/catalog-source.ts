import type { TGame, TGameCategoryId } from '@casino/contracts';

export type GameListKind = 'top' | 'new' | 'featured' | 'main';

/** Which slice of the catalogue a page shows. */
export type CatalogSource =
  | { type: 'all' }
  | { type: 'list'; kind: GameListKind }
  | { type: 'category'; category: TGameCategoryId }
  | { type: 'provider'; provider: string };

/** The games of a non-list source, from the whole catalogue. */
export function selectGames(source: Exclude<CatalogSource, { type: 'list' }>, all: readonly TGame[]): readonly TGame[] {
  if (source.type === 'category') return all.filter((g) => g.categories.includes(source.category));
  if (source.type === 'provider') {
    const name = source.provider.toLowerCase();
    return all.filter((g) => g.provider.toLowerCase() === name);
  }
  return all;
}

/** What the server renders before the browser has the catalogue: the first page and the total. */
export type InitialGames = { games: TGame[]; total: number };
