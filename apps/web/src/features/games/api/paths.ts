import type { GameListKind } from '../lib/catalog-source';

export const GAMES_BASE = '/game-aggregator-service/api/v1';

/** docs/product.md, API, lists all four under /category (as the API serves them). */
export const LIST_PATHS: Record<GameListKind, string> = {
  top: 'category/top-games',
  new: 'category/new-games',
  featured: 'category/featured-games',
  main: 'category/main-games',
};
