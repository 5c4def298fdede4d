export { RouteProgress } from './components/route-progress';
export { useProgressRouter } from './hooks/use-progress-router';
export { finishRouteProgress, startRouteProgress } from './lib/progress-store';
export { isRouteChangeClick, nextProgress } from './lib/navigation-click';
