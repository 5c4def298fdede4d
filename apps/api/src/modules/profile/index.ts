// The profile module's API for the app.
export { profileRoutes } from './routes';
