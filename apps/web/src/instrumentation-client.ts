// Runs before the app's own modules. The pages' policy forbids eval, and zod probes for it (new
// Function) when its first object schema parses, which the browser reports as a violation. zod
// reads its settings from this global (zod/v4/core), so setting it here keeps zod itself out of
// the first load: it arrives with the forms that use it.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

/** Next's router announces every navigation it starts: the route progress bar follows exactly those. */
export { startRouteProgress as onRouterTransitionStart } from '@/features/navigation';
