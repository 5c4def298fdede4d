import type { FastifyInstance } from 'fastify';
import { takeDailySnapshotIfDue } from './snapshot';

/**
 * Looks every `liabilitySnapshotTickMs` whether today's snapshot is due (never in tests: they take it with their
 * clock). Several instances may look at once: the day's row is unique, so one snapshot is kept.
 */
export function registerDailySnapshots(app: FastifyInstance): void {
  const { liabilitySnapshotTickMs: tickMs, liabilitySnapshotTime: time } = app.config;
  if (tickMs === 0 || time === 'off') return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    takeDailySnapshotIfDue(app.database.db, app.clock.now(), time)
      .then((taken) => taken && app.log.info({ snapshotId: taken.id }, 'daily proof of liabilities taken'))
      .catch((err: unknown) => app.log.error({ err }, 'daily proof of liabilities failed'))
      .finally(() => (running = false));
  }, tickMs);
  timer.unref();
  app.addHook('preClose', async () => clearInterval(timer));
}
