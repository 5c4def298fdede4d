// The profile module's API for the app.
export { profileRoutes } from './routes';
// Payments check the payer's details before a gateway sees them.
export { getProfile } from './service';
