/**
 * Game pages whose address changed, by old slug: the old /game/{slug} answers a permanent redirect to the new
 * one, so bookmarks, shared links and search results still open the game. Starforge Megaways was renamed
 * Starforge Ways (Megaways is another company's trademark).
 */
const RETIRED_GAME_SLUGS: ReadonlyMap<string, string> = new Map([['starforge-megaways', 'starforge-ways']]);

const GAME_PAGE = /^\/game\/([^/]+)\/?$/;

/** Where a retired game page now lives (`/game/{new slug}`), or null for any other path. */
export function movedGamePath(pathname: string): string | null {
  const slug = GAME_PAGE.exec(pathname)?.[1];
  const moved = slug === undefined ? undefined : RETIRED_GAME_SLUGS.get(slug.toLowerCase());
  return moved === undefined ? null : `/game/${moved}`;
}
