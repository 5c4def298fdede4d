// The games module's API for the app, other modules and the catalogue script.
export { findCatalogueTitles, listProviderTitleKeys, type CatalogueTitle } from './catalogue-titles';
export { favoriteRoutes } from './favorites-routes';
export { importCatalogue } from './import';
export { CATALOGUE_CHECK_MS, gameAggregatorRoutes, gameAssetRoutes } from './routes';
export {
  catalogueVersion,
  eurCentsConverter,
  findLaunchableGame,
  listSegmentGames,
  seedCatalogue,
  seedRows,
  titleKeyOf,
  titleOf,
  type EurCentsConverter,
} from './service';
export { findGameByTitleKey, type GameRow } from './repo';
export { backdropPath, generateThumbnails } from './thumbnails';
export { tileSvg } from './art/tile';
// The operator's reports name the games rounds were played on.
export { findCatalogueGames } from './catalogue-titles';
