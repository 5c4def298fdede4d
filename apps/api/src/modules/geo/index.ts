// The geo module's API for the app and other modules.
export { assertCountryAllowed } from './service';
export { geoRoutes } from './routes';
