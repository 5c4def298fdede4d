import type { FastifyInstance } from 'fastify';
import { required } from '../../lib/dependencies';
import { grantDepositBonuses, type GrantReport } from './deposit-grants';
import { offerNoDepositSpins } from './no-deposit';
import { expireBonuses, settleBonusBeforeWithdrawal } from './forfeit';
import type { PromotionSettings } from './settings';

export type PromotionsLive = {
  /** Grants the welcome offer on the deposits completed since the last run; tests call it by hand. */
  grantDepositBonuses(): Promise<GrantReport>;
  /** Forfeits the active bonuses past their expiry (decision 023); answers how many. Tests call it by hand. */
  expireBonuses(): Promise<number>;
  /** A withdrawal's check of an active bonus, inside its transaction (forfeit.ts). */
  settleBonusBeforeWithdrawal: typeof settleBonusBeforeWithdrawal;
};

/**
 * The bonus engine on the promotions file the app read at start (its wagering rules, free rounds and held wins
 * are handed to the other modules in app.ts): grants deposit bonuses and expires bonuses past their time every `promotionsTickMs`
 * (never in tests: they run it with their clock). A run still going when the next is due is not doubled;
 * instances running at once are safe (deposit-grants.ts).
 */
export function registerPromotions(app: FastifyInstance, promotionSettings: PromotionSettings): void {
  const settings = required(promotionSettings, 'the promotions file');
  const live: PromotionsLive = {
    grantDepositBonuses: () => grantDepositBonuses(app.database.db, settings, app.clock.now()),
    expireBonuses: () => expireBonuses(app.database.db, app.clock.now()),
    settleBonusBeforeWithdrawal,
  };
  app.decorate('promotions', live);
  // A new player is offered the no-deposit spins in their sign-up's transaction.
  app.signUpSteps.push(async (tx, player, now) => void (await offerNoDepositSpins(tx, settings, player, now)));

  if (app.config.promotionsTickMs === 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const grants = live.grantDepositBonuses().catch((err: unknown) => app.log.error({ err }, 'deposit bonuses failed'));
    const expiries = live.expireBonuses().catch((err: unknown) => app.log.error({ err }, 'bonus expiry failed'));
    void Promise.all([grants, expiries]).finally(() => (running = false));
  }, app.config.promotionsTickMs);
  timer.unref();
  app.addHook('preClose', async () => clearInterval(timer));
}
