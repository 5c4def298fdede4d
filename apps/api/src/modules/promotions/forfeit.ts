import type { TCurrencyCode } from '@casino/contracts';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionGrants } from '../../db/schema/promotions';
import { HttpError } from '../../lib/errors';
import { toMajorUnits } from '../../lib/money';
import { debit, getPlayerBalances } from '../wallet';
import { returnFreeSpins } from './free-spins';
import { lockPendingDepositGrants, lockPlayerPromotions, rejectGrants, type PromotionGrantRow } from './repo';

// The end of a bonus the player did not wager through: what is left of it goes back to the promotions account
// (docs/decisions/023-wagering.md). A forfeit and a bet on the same bonus queue on the grant's row.

export type ForfeitReason = 'expired' | 'forfeited';
export type ForfeitResult = { grantId: string; currency: TCurrencyCode; amount: bigint; status: ForfeitReason };

/** The ledger source of bonus movements, as the grants' credits use. */
const SOURCE = 'promotions';

async function lockActiveGrant(tx: Db, where: ReturnType<typeof and>): Promise<PromotionGrantRow | undefined> {
  const [row] = await tx
    .select()
    .from(promotionGrants)
    .where(and(where, eq(promotionGrants.status, 'active')))
    .orderBy(asc(promotionGrants.createdAt), asc(promotionGrants.id))
    .limit(1)
    .for('update');
  return row;
}

/**
 * What a forfeit moves: the player's whole bonus balance in the grant's currency (bonus money and the winnings
 * it earned), never more than there is and never less than 0.
 */
export const forfeitAmount = (bonusBalance: bigint): bigint => (bonusBalance > 0n ? bonusBalance : 0n);

/** Forfeits an active grant the caller's transaction has locked (grant before ledger, as bets lock them). */
export async function forfeitLocked(tx: Db, grant: PromotionGrantRow, reason: ForfeitReason, now: Date): Promise<ForfeitResult> {
  const currency = grant.currency as TCurrencyCode;
  const amount = forfeitAmount((await getPlayerBalances(tx, grant.userId, currency)).bonus);
  if (amount > 0n) {
    await debit(tx, {
      source: SOURCE,
      idempotencyKey: `bonus-forfeit:${grant.id}`,
      kind: 'bonus_forfeit',
      currency,
      amount,
      userId: grant.userId,
      account: 'player_bonus',
      to: { kind: 'promotions' },
      metadata: { grantId: grant.id, promotionId: grant.promotionId, reason },
      at: now,
    });
  }
  await returnFreeSpins(tx, grant, now);
  // Held free-spin winnings were never paid: they lapse with the grant.
  await tx.update(promotionGrants).set({ status: reason, heldWinnings: 0n }).where(eq(promotionGrants.id, grant.id));
  return { grantId: grant.id, currency, amount, status: reason };
}

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx as unknown as Db));

/**
 * Ends the player's active grant `grantId` as expired or forfeited, moving the remaining bonus balance of its
 * currency back to the promotions account (key `bonus-forfeit:<grant id>`), in one transaction (the caller's
 * when given one). Undefined when the grant is not the player's or no longer active: a second call moves nothing.
 */
export function forfeitGrant(
  db: Db,
  input: { userId: string; grantId: string; reason: ForfeitReason },
  now: Date,
): Promise<ForfeitResult | undefined> {
  return inTransaction(db, async (tx) => {
    const grant = await lockActiveGrant(tx, and(eq(promotionGrants.id, input.grantId), eq(promotionGrants.userId, input.userId)));
    return grant ? forfeitLocked(tx, grant, input.reason, now) : undefined;
  });
}

/** Expires every active grant past its expiry, each in its own transaction; answers how many. */
export async function expireBonuses(db: Db, now: Date, { batchSize = 100 }: { batchSize?: number } = {}): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await db
      .select({ id: promotionGrants.id, userId: promotionGrants.userId })
      .from(promotionGrants)
      .where(and(eq(promotionGrants.status, 'active'), lte(promotionGrants.expiresAt, now)))
      .orderBy(asc(promotionGrants.expiresAt))
      .limit(batchSize);
    for (const grant of due) {
      if (await forfeitGrant(db, { userId: grant.userId, grantId: grant.id, reason: 'expired' }, now)) expired += 1;
    }
    if (due.length < batchSize) return expired;
  }
}

/**
 * Before a withdrawal in `currency` (inside its transaction): an active bonus in that currency, or deposit offers in it
 * waiting for the player's accept, refuse the request with a 409 warning naming them, unless the player confirmed with
 * `forfeitBonus`; then the bonus is forfeited and the offers end (rejected) here, and commit or roll back with the
 * withdrawal. A deposit's offer must not outlive the deposit's money: accepted after it was withdrawn, it would be a
 * bonus for nothing.
 */
export async function settleBonusBeforeWithdrawal(
  tx: Db,
  input: { userId: string; currency: TCurrencyCode; forfeitBonus: boolean },
  now: Date,
): Promise<void> {
  await lockPlayerPromotions(tx, input.userId);
  const grant = await lockActiveGrant(tx, and(eq(promotionGrants.userId, input.userId), eq(promotionGrants.currency, input.currency)));
  const offers = await lockPendingDepositGrants(tx, input.userId, input.currency);
  if (!grant && offers.length === 0) return;
  if (!input.forfeitBonus) {
    const bonus = forfeitAmount((await getPlayerBalances(tx, input.userId, input.currency)).bonus);
    const ends = [
      ...(grant
        ? [bonus > 0n ? `your active bonus of ${toMajorUnits(bonus, input.currency)} ${input.currency}` : 'your active bonus']
        : []),
      ...(offers.length > 0 ? ['your bonus offers waiting for your accept'] : []),
    ];
    const message = `Withdrawing now forfeits ${ends.join(' and ')}. Confirm to continue.`;
    // Names the field that confirms it, so a client can ask the player and send the request again with it.
    throw new HttpError(409, message, [{ field: 'forfeitBonus', message }]);
  }
  if (grant) await forfeitLocked(tx, grant, 'forfeited', now);
  await rejectGrants(
    tx,
    offers.map((offer) => offer.id),
  );
}
