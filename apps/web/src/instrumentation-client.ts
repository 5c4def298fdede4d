import { config } from 'zod/mini';

// Runs before the app's own modules. The pages' policy forbids eval, and zod probes for it (new
// Function) when its first schema is built, which the browser reports as a violation. Only the
// shared settings object is imported here: zod itself loads with the forms that use it.
config({ jitless: true });

/** Next's router announces every navigation it starts: the route progress bar follows exactly those. */
export { startRouteProgress as onRouterTransitionStart } from '@/features/navigation';
