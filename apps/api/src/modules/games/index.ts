// The games module's API for the app, other modules and the catalogue script.
export { favoriteRoutes } from './favorites-routes';
export { importCatalogue } from './import';
export { gameAggregatorRoutes, gameAssetRoutes } from './routes';
export { listSegmentGames, seedCatalogue } from './service';
export { generateThumbnails } from './thumbnails';
