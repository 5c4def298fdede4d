import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionConsumerPositions, promotionDeclines, promotionGrants } from '../../db/schema/promotions';

// The promotions module's SQL: grants, declines and the consumers' positions.

export type PromotionGrantRow = typeof promotionGrants.$inferSelect;
export type NewPromotionGrant = Omit<typeof promotionGrants.$inferInsert, 'id' | 'status' | 'wagered'>;

/** Records a grant unless its deposit has one already; the row inserted, or undefined for a repeat. */
export async function insertGrant(db: Db, values: NewPromotionGrant): Promise<PromotionGrantRow | undefined> {
  const [row] = await db.insert(promotionGrants).values(values).onConflictDoNothing({ target: promotionGrants.depositId }).returning();
  return row;
}

export async function listPlayerGrants(db: Db, userId: string): Promise<PromotionGrantRow[]> {
  return db.select().from(promotionGrants).where(eq(promotionGrants.userId, userId)).orderBy(desc(promotionGrants.createdAt));
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
