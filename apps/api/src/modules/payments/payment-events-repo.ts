import type { TCurrencyCode } from '@casino/contracts';
import { and, asc, eq, gt, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents } from '../../db/schema/payments';
import { DEPOSIT_COMPLETED } from './deposit-crediting';

// What other modules read of the payments outbox: completed deposits, in id order, after a consumer's position.

export type DepositCompletedEvent = {
  /** The event's id: the consumer's position once handled. */
  id: number;
  userId: string;
  depositId: string;
  /** Minor units of `currency`. */
  amount: bigint;
  currency: TCurrencyCode;
  /** What the deposit was worth in EUR when credited, rounded down to the cent. */
  eurCents: bigint;
  /** 1 for the player's first completed deposit (in any currency). */
  depositNumber: number;
  promotionCoupon: string | null;
  /** The player chose "No bonus" for this deposit: it counts towards the deposit number but earns no grant. */
  declineBonus: boolean;
  /** Paid while the person was self-excluded: credited, flagged for refund, and earns nothing at all. */
  refundDue: boolean;
  createdAt: Date;
};

/**
 * The highest event id below which every event is committed. Ids are taken when a deposit's transaction
 * inserts its event, not when it commits, so a consumer reading past the largest visible id could skip a
 * smaller one committed a moment later. The SHARE lock waits for the transactions writing events now and
 * is released at once: every event up to the answer is visible, and later ones get larger ids.
 * Call it with the database, outside any transaction (the lock is held until the transaction ends).
 */
export async function lastSettledPaymentEventId(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${paymentEvents} IN SHARE MODE`);
    const [row] = await tx.select({ id: max(paymentEvents.id) }).from(paymentEvents);
    return row?.id ?? 0;
  });
}

/** Completed deposits with `afterId` < id <= `upToId` (from lastSettledPaymentEventId), oldest first. */
export async function listDepositCompletedEvents(
  db: Db,
  range: { afterId: number; upToId: number; limit: number },
): Promise<DepositCompletedEvent[]> {
  const rows = await db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.type, DEPOSIT_COMPLETED), gt(paymentEvents.id, range.afterId), lte(paymentEvents.id, range.upToId)))
    .orderBy(asc(paymentEvents.id))
    .limit(range.limit);
  return rows.map(({ id, userId, payload, createdAt }) => ({
    id,
    userId,
    depositId: String(payload.depositId),
    amount: BigInt(payload.amount as string),
    currency: payload.currency as TCurrencyCode,
    eurCents: BigInt(payload.eurCents as string),
    depositNumber: Number(payload.depositNumber),
    promotionCoupon: (payload.promotionCoupon as string | null | undefined) ?? null,
    // Events written before the choice existed have no field: those deposits took their bonus.
    declineBonus: payload.declineBonus === true,
    refundDue: typeof payload.refundReason === 'string',
    createdAt,
  }));
}
