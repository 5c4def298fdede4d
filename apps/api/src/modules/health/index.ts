// The health module's API for the app.
export { healthRoutes } from './routes';
