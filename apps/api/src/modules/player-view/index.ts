// The player-view module's API: the staff console's player search and one-page player view (decision 029), reading
// each part from the module that owns it; it owns only the staff notes on players.
export { staffPlayerRoutes } from './routes';
