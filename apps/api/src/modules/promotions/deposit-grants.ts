import type { Db } from '../../db/client';
import { convertFromEurFloor } from '../../lib/money';
import { getRatePerEur } from '../currency';
import { hasWithdrawalSince, lastSettledPaymentEventId, listDepositCompletedEvents, type DepositCompletedEvent } from '../payments';
import { bonusesStopped, bonusRulesOf } from '../responsible-gaming';
import { credit } from '../wallet';
import { depositCouponGrant } from './coupons';
import { fundFreeSpins } from './free-spins';
import { releaseHeldWinnings } from './win-unlock';
import { DAY_MS } from './player-promotions';
import {
  findDecline,
  hasActiveGrant,
  insertGrant,
  lockConsumerPosition,
  lockPlayerPromotions,
  setConsumerPosition,
  type NewPromotionGrant,
} from './repo';
import type { PromotionSettings, WelcomeOffer } from './settings';
import { cappedBonus, selectWelcomeTier, welcomeDepositOf } from './tiers';
import { wageringMultipleFor } from './wagering';
import { welcomeOfferFor } from './welcome-offers';

// The bonus engine's first consumer: the welcome offer (or the deposit's coupon) granted on the payments
// module's deposit_completed events, exactly once per deposit however often and on however many instances it runs.

const CONSUMER = 'welcome-deposits';

export type GrantReport = { seen: number; granted: number };

/**
 * What a deposit earns: a deposit coupon entered with it if it is valid (coupons.ts), else the welcome tier
 * from its number and EUR worth (docs/product.md, Promotions), the percentage applied to the amount paid in its own currency,
 * capped at the maximum bonus converted down at the stored rate (so a deposit in EUR gets exactly percent ×
 * amount and no currency's bonus passes the cap). While the player has an active bonus it is pending: no
 * money moves until they accept it (player-promotions.ts).
 */
async function grantFor(tx: Db, settings: PromotionSettings, event: DepositCompletedEvent, now: Date): Promise<boolean> {
  // Paid while self-excluded: the money is the player's, but it releases no held winnings and earns no offer.
  if (event.refundDue) return false;
  // A deposit the player withdrew before this ran earns nothing: its money is gone. The batch holds the player's
  // promotions lock, so a withdrawal being committed now is either seen here or sees this grant.
  if (await hasWithdrawalSince(tx, event.userId, event.currency, event.createdAt)) return false;
  // Before the deposit's own grant: held no-deposit winnings go to the no-deposit bonus they belong to.
  await releaseHeldWinnings(tx, settings, event, now);
  // "No bonus" for this deposit: no welcome tier, no spins. It still counts, so the next deposit gets the next tier.
  if (event.declineBonus) return false;
  // A strong sign of harm stopped bonuses (in the deposit's own transaction when this deposit raised it): no grant.
  if (await bonusesStopped(tx, event.userId)) return false;
  // One bonus only, at the first deposit, where the player's market says so (Sweden): no later one, and no coupon.
  const { bonusOnlyAtFirstDeposit, profile } = await bonusRulesOf(tx, event.userId);
  if (bonusOnlyAtFirstDeposit && event.depositNumber !== 1) return false;
  const status = (await hasActiveGrant(tx, event.userId)) ? 'pending' : 'active';
  // The offer of the player's market profile as it stands now: an override set since the deposit applies to it.
  const offer = await welcomeOfferFor(tx, settings, profile);
  const coupon = bonusOnlyAtFirstDeposit ? undefined : await depositCouponGrant(tx, settings, offer, event, status, now);
  const values = coupon?.grant ?? (await welcomeGrant(tx, settings, offer, event, status, now));
  if (!values) return false;
  const grant = await insertGrant(tx, values);
  if (!grant) return false;
  await coupon?.record(grant.id);
  if (grant.status === 'active') await fundFreeSpins(tx, settings, grant, now);
  if (grant.status === 'active' && grant.bonusAmount > 0n) {
    await credit(tx, {
      source: 'promotions',
      idempotencyKey: `deposit-bonus:${event.depositId}`,
      kind: 'bonus',
      currency: event.currency,
      amount: grant.bonusAmount,
      userId: event.userId,
      from: { kind: 'promotions' },
      account: 'player_bonus',
      metadata: { promotionId: grant.promotionId, grantId: grant.id, depositId: event.depositId },
      at: now,
    });
  }
  return true;
}

async function welcomeGrant(
  tx: Db,
  settings: PromotionSettings,
  offer: WelcomeOffer,
  event: DepositCompletedEvent,
  status: NewPromotionGrant['status'],
  now: Date,
): Promise<NewPromotionGrant | undefined> {
  const declinedAt = await findDecline(tx, event.userId);
  // A deposit completed before the player declined still earns what was offered when they paid.
  if (declinedAt && declinedAt <= event.createdAt) return undefined;
  const tier = selectWelcomeTier(offer, event.depositNumber, event.eurCents);
  if (!tier) return undefined;
  const rate = await getRatePerEur(tx, event.currency);
  const cap = convertFromEurFloor(offer.maximumBonusEurCents, rate, event.currency);
  const bonus = cappedBonus(event.amount, tier.bonusPercent, cap);
  const { validityDays } = settings.wagering;
  const multiple = await wageringMultipleFor(tx, settings, event.userId);
  return {
    userId: event.userId,
    depositId: event.depositId,
    promotionId: tier.id,
    source: 'deposit',
    displayName: welcomeDepositOf(offer, event.depositNumber)!.displayName,
    depositNumber: event.depositNumber,
    currency: event.currency,
    bonusAmount: bonus,
    freeSpins: tier.freeSpins,
    wageringRequirement: bonus * BigInt(multiple),
    wageringMultiple: multiple,
    validityDays,
    status,
    acceptedAt: status === 'active' ? now : null,
    // Pending: the offer lapses unaccepted after as many days as the bonus would last.
    expiresAt: new Date(now.getTime() + validityDays * DAY_MS),
    createdAt: now,
  };
}

/**
 * Handles the deposit events after this consumer's position, `batchSize` per transaction: the grants, their
 * ledger credits and the new position commit together, so a crash repeats a batch whole or not at all, and
 * instances running at once wait for each other on the position's row. A failing event (a database error)
 * rolls its batch back to be retried on the next run, and is logged by the caller: no deposit's bonus is skipped.
 */
export async function grantDepositBonuses(
  db: Db,
  settings: PromotionSettings,
  now: Date,
  { batchSize = 100 }: { batchSize?: number } = {},
): Promise<GrantReport> {
  const upToId = await lastSettledPaymentEventId(db);
  const report: GrantReport = { seen: 0, granted: 0 };
  for (;;) {
    const isDone = await db.transaction(async (tx) => {
      const afterId = await lockConsumerPosition(tx, CONSUMER, now);
      if (afterId >= upToId) return true;
      const events = await listDepositCompletedEvents(tx, { afterId, upToId, limit: batchSize });
      // Every player's lock before any grant or ledger row, in one order: a withdrawal takes its player's lock first too.
      for (const userId of [...new Set(events.map((event) => event.userId))].sort()) await lockPlayerPromotions(tx, userId);
      for (const event of events) {
        report.seen += 1;
        if (await grantFor(tx, settings, event, now)) report.granted += 1;
      }
      const isFull = events.length === batchSize;
      await setConsumerPosition(tx, CONSUMER, isFull ? events.at(-1)!.id : upToId, now);
      return !isFull;
    });
    if (isDone) return report;
  }
}
