// Live crash rounds: the schedule every instance ticks, the bus their events travel on, and the routes.
export { crashRoutes } from './routes';
export { createCrashRunner, type CrashRunner } from './runner';
export { createLocalBus, createRedisBus, type CrashLiveBus } from './live-bus';
