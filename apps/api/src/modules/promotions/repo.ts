import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionConsumerPositions, promotionDeclines, promotionGrants } from '../../db/schema/promotions';

// The promotions module's SQL: grants, declines and the consumers' positions.

export type PromotionGrantRow = typeof promotionGrants.$inferSelect;
export type NewPromotionGrant = Omit<typeof promotionGrants.$inferInsert, 'id' | 'wagered'> & {
  status: 'active' | 'pending';
};

/** Records a grant unless its deposit has one already; the row inserted, or undefined for a repeat. */
export async function insertGrant(db: Db, values: NewPromotionGrant): Promise<PromotionGrantRow | undefined> {
  const [row] = await db.insert(promotionGrants).values(values).onConflictDoNothing({ target: promotionGrants.depositId }).returning();
  return row;
}

/** Newest first; grants of one run (same time) by deposit, latest first. */
export async function listPlayerGrants(db: Db, userId: string): Promise<PromotionGrantRow[]> {
  return db
    .select()
    .from(promotionGrants)
    .where(eq(promotionGrants.userId, userId))
    .orderBy(desc(promotionGrants.createdAt), desc(promotionGrants.depositNumber), desc(promotionGrants.id));
}

/** The player's grant, locked until the transaction ends (an accept and a reject of it queue). */
export async function lockPlayerGrant(db: Db, userId: string, id: string): Promise<PromotionGrantRow | undefined> {
  const [row] = await db
    .select()
    .from(promotionGrants)
    .where(and(eq(promotionGrants.id, id), eq(promotionGrants.userId, userId)))
    .for('update');
  return row;
}

export async function hasActiveGrant(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: promotionGrants.id })
    .from(promotionGrants)
    .where(and(eq(promotionGrants.userId, userId), eq(promotionGrants.status, 'active')))
    .limit(1);
  return row !== undefined;
}

/**
 * Serializes what decides a player's bonuses against their withdrawals: the deposits consumer's grant and a
 * withdrawal's bonus check each take it first, so neither misses what the other is committing.
 */
export async function lockPlayerPromotions(db: Db, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`promotions:${userId}`}, 0))`);
}

/** The player's deposit offers in `currency` waiting for an accept, locked (an accept of one waits, or is seen). */
export async function lockPendingDepositGrants(db: Db, userId: string, currency: string): Promise<PromotionGrantRow[]> {
  return db
    .select()
    .from(promotionGrants)
    .where(
      and(
        eq(promotionGrants.userId, userId),
        eq(promotionGrants.currency, currency),
        eq(promotionGrants.status, 'pending'),
        isNotNull(promotionGrants.depositId),
      ),
    )
    .orderBy(asc(promotionGrants.id))
    .for('update');
}

/** A pending grant made active; undefined if it was not pending any more. */
export async function activateGrant(db: Db, id: string, acceptedAt: Date, expiresAt: Date): Promise<PromotionGrantRow | undefined> {
  const [row] = await db
    .update(promotionGrants)
    .set({ status: 'active', acceptedAt, expiresAt })
    .where(and(eq(promotionGrants.id, id), eq(promotionGrants.status, 'pending')))
    .returning();
  return row;
}

/** Rejects the player's pending grants (one with `id`); how many were rejected. */
export async function rejectPendingGrants(db: Db, userId: string, id?: string): Promise<number> {
  const rows = await db
    .update(promotionGrants)
    .set({ status: 'rejected' })
    .where(
      and(
        eq(promotionGrants.userId, userId),
        eq(promotionGrants.status, 'pending'),
        id === undefined ? sql`true` : eq(promotionGrants.id, id),
      ),
    )
    .returning({ id: promotionGrants.id });
  return rows.length;
}

/** Ends the given pending grants as rejected (a withdrawal the player confirmed ends them). */
export async function rejectGrants(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.update(promotionGrants).set({ status: 'rejected' }).where(inArray(promotionGrants.id, ids));
}

/** When the player declined the welcome offer, or undefined. */
export async function findDecline(db: Db, userId: string): Promise<Date | undefined> {
  const [row] = await db.select().from(promotionDeclines).where(eq(promotionDeclines.userId, userId));
  return row?.declinedAt;
}

/** A second decline keeps the first one's time: deposits between the two were already refused. */
export async function insertDecline(db: Db, userId: string, declinedAt: Date): Promise<void> {
  await db.insert(promotionDeclines).values({ userId, declinedAt }).onConflictDoNothing({ target: promotionDeclines.userId });
}

/** Accepting a promotion lifts a decline of the welcome offer. */
export async function deleteDecline(db: Db, userId: string): Promise<void> {
  await db.delete(promotionDeclines).where(eq(promotionDeclines.userId, userId));
}

/** The consumer's position, locked until the transaction ends: one instance at a time handles the next events. */
export async function lockConsumerPosition(db: Db, consumer: string, now: Date): Promise<number> {
  await db.insert(promotionConsumerPositions).values({ consumer, lastEventId: 0, updatedAt: now }).onConflictDoNothing();
  const [row] = await db
    .select({ lastEventId: promotionConsumerPositions.lastEventId })
    .from(promotionConsumerPositions)
    .where(eq(promotionConsumerPositions.consumer, consumer))
    .for('update');
  return row!.lastEventId;
}

export async function setConsumerPosition(db: Db, consumer: string, lastEventId: number, now: Date): Promise<void> {
  await db.update(promotionConsumerPositions).set({ lastEventId, updatedAt: now }).where(eq(promotionConsumerPositions.consumer, consumer));
}
