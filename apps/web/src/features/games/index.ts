export { gameSlug } from '@/lib/slug';
export { SELF_HOSTED_IMAGE_IDS, imageIdWithoutPrefix, thumbnailUrl } from './lib/thumbnail';
export { countProviders, deriveProviders, type Provider, type ProviderCount } from './lib/providers';
export { matchesName } from './lib/match-name';
export { catalogueCurrency } from './lib/currency';
export { gameClickAction, gameHref } from './lib/game-link';
export {
  FAVORITES_QUERY_KEY,
  GAMES_QUERY_KEY,
  useFavorites,
  useGameList,
  useGamesAndCategories,
  useToggleFavorite,
  type GameListKind,
} from './api/games';
export { useFavoriteIds } from './hooks';
export { GameTile } from './components/game-tile';
export { GameGrid, EmptyState } from './components/game-grid';
export { GAMES_PAGE_SIZE } from './lib/paging';
export { GameRail } from './components/game-rail';
export { ProviderRail, useProviderCounts } from './components/provider-rail';
export { ProviderCard, providerHref } from './components/provider-card';
export { GamesCatalogPage } from './components/games-catalog-page';
export { selectGames, type CatalogSource, type InitialGames } from './lib/catalog-source';
export { CategoriesModal } from './components/categories-modal';
export { MyFavorites } from './components/my-favorites';
export { ProviderCarousel, CAROUSEL_DELAY_MS } from './components/provider-carousel';
export { findGameBySlug } from './lib/find-by-slug';
export { GamePlayShell } from './components/game-play-shell';
export { ProviderLogo } from './components/provider-logo';
