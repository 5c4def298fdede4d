import type { FastifyInstance } from 'fastify';
import { setWageringRules } from '../game-wallet';
import { setFreeSpinWinsSource } from '../wallet';
import { freeSpinWins } from './win-unlock';
import { getPromotionSettings } from './config';
import { grantDepositBonuses, type GrantReport } from './deposit-grants';
import { setFreeSpinSettings } from './free-spins';
import { offerNoDepositSpins } from './no-deposit';
import { expireBonuses, settleBonusBeforeWithdrawal } from './forfeit';
import { wageringRulesOf } from './wagering';

export type PromotionsLive = {
  /** Grants the welcome offer on the deposits completed since the last run; tests call it by hand. */
  grantDepositBonuses(): Promise<GrantReport>;
  /** Forfeits the active bonuses past their expiry (decision 023); answers how many. Tests call it by hand. */
  expireBonuses(): Promise<number>;
  /** A withdrawal's check of an active bonus, inside its transaction (forfeit.ts). */
  settleBonusBeforeWithdrawal: typeof settleBonusBeforeWithdrawal;
};

/**
 * Reads the promotions file (a bad one stops the start), hands its wagering rules to the wallet API, and grants
 * deposit bonuses and expires bonuses past their time every `promotionsTickMs`
 * (never in tests: they run it with their clock). A run still going when the next is due is not doubled;
 * instances running at once are safe (deposit-grants.ts).
 */
export function registerPromotions(app: FastifyInstance): void {
  const settings = getPromotionSettings(app.config);
  const live: PromotionsLive = {
    grantDepositBonuses: () => grantDepositBonuses(app.database.db, settings, app.clock.now()),
    expireBonuses: () => expireBonuses(app.database.db, app.clock.now()),
    settleBonusBeforeWithdrawal,
  };
  app.decorate('promotions', live);
  // The wallet API applies the file's maximum bet and contributions to the bets of players with an active bonus.
  setWageringRules(wageringRulesOf(settings));
  // Free rounds are played at the file's spin value on its free-spins slot.
  setFreeSpinSettings(settings);
  // A new player is offered the no-deposit spins in their sign-up's transaction.
  // A fund shows its held free-spin wins and the deposit that releases them.
  setFreeSpinWinsSource((db, userId) => freeSpinWins(db, settings, userId));
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
