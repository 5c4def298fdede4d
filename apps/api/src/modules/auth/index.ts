// The auth module's API for the app and other modules.
export { authRoutes } from './routes';
export { findMaskedNames, findPlayerIdByEmail, getAccount, type Account } from './service';
