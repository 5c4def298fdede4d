// The auth module's API for the app and other modules.
export { authRoutes } from './routes';
export { getAccount, type Account } from './service';
