// The site module's API for the app and other modules.
export { isRestrictedCountry } from './restricted-countries';
export { siteRoutes } from './routes';
