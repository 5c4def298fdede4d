import type { TCurrencyCode } from '@casino/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionGrants } from '../../db/schema/promotions';
import { convertFromEurCeil, toMajorUnits } from '../../lib/money';
import { getRatePerEur } from '../currency';
import type { DepositCompletedEvent } from '../payments';
import { credit, type FreeSpinWins, type FreeSpinWinsSource } from '../wallet';
import type { PromotionSettings } from './settings';

// docs/product.md, Promotions, "Sign-up offer" (decision 025): the winnings of
// no-deposit spins wait on their grant (held_winnings, no money moved) until a deposit worth at least the
// configured EUR amount; then they are paid as bonus money with the extra percent on top, wagered like any bonus.

/** What the held winnings become: the winnings plus the extra percent, rounded down. */
export const releasedAmount = (held: bigint, extraBonusPercent: number): bigint => (held * BigInt(100 + extraBonusPercent)) / 100n;

/**
 * Releases the player's held no-deposit winnings on a qualifying deposit, inside the deposits consumer's
 * transaction: the grant locked, promotions → player_bonus under `free-spin-wins:<grant>:<deposit>`, the
 * requirement raised by the amount × the grant's wagering multiple (the file's for older grants), the held winnings zeroed. Answers what was paid.
 */
export async function releaseHeldWinnings(tx: Db, settings: PromotionSettings, event: DepositCompletedEvent, now: Date): Promise<bigint> {
  const unlock = settings.noDeposit?.winUnlock;
  if (!unlock || event.eurCents < unlock.depositAmountEurCents) return 0n;
  const [grant] = await tx
    .select()
    .from(promotionGrants)
    .where(
      and(
        eq(promotionGrants.userId, event.userId),
        eq(promotionGrants.source, 'no_deposit'),
        eq(promotionGrants.status, 'active'),
        gt(promotionGrants.heldWinnings, 0n),
      ),
    )
    .limit(1)
    .for('update');
  if (!grant) return 0n;
  const amount = releasedAmount(grant.heldWinnings, unlock.extraBonusPercent);
  const currency = grant.currency as TCurrencyCode;
  await credit(tx, {
    source: 'promotions',
    idempotencyKey: `free-spin-wins:${grant.id}:${event.depositId}`,
    kind: 'bonus',
    currency,
    amount,
    userId: grant.userId,
    from: { kind: 'promotions' },
    account: 'player_bonus',
    metadata: { grantId: grant.id, promotionId: grant.promotionId, depositId: event.depositId, held: grant.heldWinnings.toString() },
    at: now,
  });
  await tx
    .update(promotionGrants)
    .set({
      heldWinnings: 0n,
      wageringRequirement: grant.wageringRequirement + amount * BigInt(grant.wageringMultiple ?? settings.wagering.multiplier),
    })
    .where(eq(promotionGrants.id, grant.id));
  return amount;
}

/**
 * Per currency, the winnings held on the player's active grants (a grant that ends zeroes them, forfeit.ts) and,
 * where their no-deposit spins are active and won winnings wait for a deposit, the fund's `winUnlockConfig`: the amount in
 * the currency (converted up, as minimums are) and in EUR.
 */
export async function freeSpinWins(
  db: Db,
  settings: PromotionSettings,
  userId: string,
): Promise<Partial<Record<TCurrencyCode, FreeSpinWins>>> {
  const unlock = settings.noDeposit?.winUnlock;
  const grants = await db
    .select({ currency: promotionGrants.currency, source: promotionGrants.source, heldWinnings: promotionGrants.heldWinnings })
    .from(promotionGrants)
    .where(and(eq(promotionGrants.userId, userId), eq(promotionGrants.status, 'active')));
  const wins: Partial<Record<TCurrencyCode, FreeSpinWins>> = {};
  for (const grant of grants) {
    const currency = grant.currency as TCurrencyCode;
    const fund = (wins[currency] ??= { heldWinnings: 0n, winUnlockConfig: null });
    fund.heldWinnings += grant.heldWinnings;
    // The offer stands while there is something to unlock: not before a spin won, nor once a deposit released the wins.
    if (unlock && grant.source === 'no_deposit' && grant.heldWinnings > 0n) {
      const amount = convertFromEurCeil(unlock.depositAmountEurCents, await getRatePerEur(db, currency), currency);
      fund.winUnlockConfig = {
        depositAmount: toMajorUnits(amount, currency),
        depositAmountInEur: toMajorUnits(unlock.depositAmountEurCents, 'EUR'),
        depositCurrency: currency,
        extraBonusPercent: unlock.extraBonusPercent,
      };
    }
  }
  return wins;
}

/** A fund's held free-spin wins and the deposit that releases them, by the promotions file: what the app hands to the wallet's routes. */
export const freeSpinWinsOf =
  (settings: PromotionSettings): FreeSpinWinsSource =>
  (db, userId) =>
    freeSpinWins(db, settings, userId);
