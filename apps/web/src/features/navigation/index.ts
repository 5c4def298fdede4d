export { RouteProgress } from './components/route-progress';
export { startRouteProgress } from './lib/progress-store';
