import type { ServerResponse } from 'node:http';
import { CRASH_TITLES, findTitle } from '@casino/games';
import type { FastifyInstance } from 'fastify';
import type { GameWallet } from '../../game-wallet';
import { requirePlayDeps, type PlayDeps } from '../play-context';
import { createLocalBus, createRedisBus, type CrashLiveBus } from './live-bus';
import { createCrashRunner, type CrashRunner } from './runner';
import { SEEDING_CHAIN, type Seeding } from './seeding';

export type CrashLive = {
  bus: CrashLiveBus;
  runner: CrashRunner;
  /** The chain whose blocks salt the crash chains: the payments module's (the sandbox's in this build). */
  seeding: Seeding;
  /** The game wallet the bets' stakes and wins go through (the app's, with the bonus rules). */
  wallet: GameWallet;
  /** Open event streams, ended when the app closes (they would otherwise hold it open). */
  streams: Set<ServerResponse>;
};

/**
 * Gives the app its crash bus (Redis when REDIS_URL is set) and runner, seeding chains from the payments
 * module's watched chain (registered before this), and ticks the rounds every
 * `crashTickMs` with the app's clock (never in tests: they tick by hand) once a crash title is offered. A
 * tick still running when the next is due is not doubled.
 */
export function registerCrashLive(app: FastifyInstance, deps: PlayDeps): void {
  const { wallet } = requirePlayDeps(deps);
  const { config } = app;
  const bus = config.redisUrl
    ? createRedisBus(config.redisUrl, config.crashEventsChannel, (err) => app.log.error({ err }, 'crash event bus'))
    : createLocalBus();
  const seeding: Seeding = { chain: app.payments.sandboxChain, confirmations: config.cryptoConfirmations[SEEDING_CHAIN] };
  const onSeedingError = (err: unknown) => app.log.warn({ err }, 'crash chain seeding waits: the watched chain did not answer');
  const runner = createCrashRunner({ db: app.database.db, wallet, bus, titles: CRASH_TITLES, seeding, onSeedingError });
  const live: CrashLive = { bus, runner, seeding, wallet, streams: new Set() };
  app.decorate('crash', live);

  let timer: NodeJS.Timeout | undefined;
  // Rounds run on their own only once a crash title is offered in the catalogue: until then nobody can
  // launch one, and a schedule would only fill the tables.
  const isOffered = Object.keys(CRASH_TITLES).some((key) => findTitle(key) !== undefined);
  if (config.crashTickMs > 0 && isOffered) {
    let running = false;
    timer = setInterval(() => {
      if (running) return;
      running = true;
      runner
        .tick(app.clock.now())
        .catch((err: unknown) => app.log.error({ err }, 'crash tick failed'))
        .finally(() => (running = false));
    }, config.crashTickMs);
    timer.unref();
  }
  // Before the server closes: it waits for open connections, and an event stream never ends by itself.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    for (const stream of live.streams) stream.end();
  });
  app.addHook('onClose', async () => bus.close());
}
