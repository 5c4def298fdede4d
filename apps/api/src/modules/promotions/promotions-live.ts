import type { FastifyInstance } from 'fastify';
import { getPromotionSettings } from './config';
import { grantDepositBonuses, type GrantReport } from './deposit-grants';

export type PromotionsLive = {
  /** Grants the welcome offer on the deposits completed since the last run; tests call it by hand. */
  grantDepositBonuses(): Promise<GrantReport>;
};

/**
 * Reads the promotions file (a bad one stops the start) and grants deposit bonuses every `promotionsTickMs`
 * (never in tests: they run it with their clock). A run still going when the next is due is not doubled;
 * instances running at once are safe (deposit-grants.ts).
 */
export function registerPromotions(app: FastifyInstance): void {
  const settings = getPromotionSettings(app.config);
  const live: PromotionsLive = {
    grantDepositBonuses: () => grantDepositBonuses(app.database.db, settings, app.clock.now()),
  };
  app.decorate('promotions', live);

  if (app.config.promotionsTickMs === 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    live
      .grantDepositBonuses()
      .catch((err: unknown) => app.log.error({ err }, 'deposit bonuses failed'))
      .finally(() => (running = false));
  }, app.config.promotionsTickMs);
  timer.unref();
  app.addHook('preClose', async () => clearInterval(timer));
}
