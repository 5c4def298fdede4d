import type { FastifyInstance } from 'fastify';
import { lapseUnconfirmedWithdrawals } from './withdrawal-service';

/**
 * Every `withdrawalLapseTickMs` (never in tests: they call lapseUnconfirmedWithdrawals with their clock), the
 * unconfirmed requests whose link lapsed are cancelled and their money goes back. Instances may overlap: each
 * request is decided once, under its row lock.
 */
export function registerWithdrawalLapses(app: FastifyInstance): void {
  const tickMs = app.config.withdrawalLapseTickMs;
  if (tickMs === 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    lapseUnconfirmedWithdrawals(app.database.db, app.clock.now())
      .then((lapsed) => lapsed > 0 && app.log.info({ lapsed }, 'unconfirmed withdrawals lapsed'))
      .catch((err: unknown) => app.log.error({ err }, 'lapsing unconfirmed withdrawals failed'))
      .finally(() => (running = false));
  }, tickMs);
  timer.unref();
  app.addHook('preClose', async () => clearInterval(timer));
}
