import { z } from 'zod';

// Runs before the app's own modules. The pages' policy forbids eval, and zod probes for it (new
// Function) when its first schema is built, which the browser reports as a violation.
z.config({ jitless: true });

/** Next's router announces every navigation it starts: the route progress bar follows exactly those. */
export { startRouteProgress as onRouterTransitionStart } from '@/features/navigation';
