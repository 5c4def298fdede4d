import { findTitle, VIRTUAL_SPORTS_TITLES, type VirtualSportsConfig } from '@casino/games';
import type { FastifyInstance } from 'fastify';
import { requirePlayDeps, type PlayDeps } from '../play-context';
import { createVirtualSportsRunner, type VirtualSportsRunner } from './runner';

export type VirtualSportsLive = {
  runner: VirtualSportsRunner;
  /** Each offered title's configuration, on the site's schedule when one is set (VIRTUAL_SPORTS_SCHEDULE). */
  configs: Readonly<Record<string, VirtualSportsConfig>>;
};

/**
 * Gives the app its virtual sports runner and ticks it every `virtualSportsTickMs` with the app's clock
 * (never in tests: they tick by hand). A tick still running when the next is due is not doubled.
 */
export function registerVirtualSportsLive(app: FastifyInstance, deps: PlayDeps): void {
  const { wallet } = requirePlayDeps(deps);
  const { config } = app;
  const schedule = config.virtualSportsSchedule;
  const configs = Object.fromEntries(
    Object.entries(VIRTUAL_SPORTS_TITLES)
      .filter(([key]) => findTitle(key) !== undefined)
      .map(([key, title]): [string, VirtualSportsConfig] => [key, schedule ? { ...title.config, schedule } : title.config]),
  );
  const runner = createVirtualSportsRunner({ db: app.database.db, wallet, titles: configs });
  app.decorate('virtualSports', { runner, configs } satisfies VirtualSportsLive);

  if (config.virtualSportsTickMs === 0 || Object.keys(configs).length === 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runner
      .tick(app.clock.now())
      .catch((err: unknown) => app.log.error({ err }, 'virtual sports tick failed'))
      .finally(() => (running = false));
  }, config.virtualSportsTickMs);
  timer.unref();
  app.addHook('preClose', async () => clearInterval(timer));
}
