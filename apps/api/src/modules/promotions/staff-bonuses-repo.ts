import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionGrants } from '../../db/schema/promotions';
import type { NewPromotionGrant, PromotionGrantRow } from './repo';

// The promotions module's SQL for bonuses staff grant and forfeit.

export async function findGrantByKey(db: Db, idempotencyKey: string): Promise<PromotionGrantRow | undefined> {
  const [row] = await db.select().from(promotionGrants).where(eq(promotionGrants.idempotencyKey, idempotencyKey));
  return row;
}

/** A staff grant, recorded under its form submission's key (unique: a second insert under it fails). */
export async function insertStaffGrant(
  db: Db,
  values: NewPromotionGrant & { reason: string; grantedByEmail: string; idempotencyKey: string },
): Promise<PromotionGrantRow> {
  const [row] = await db.insert(promotionGrants).values(values).returning();
  return row!;
}

export async function setForfeitReason(db: Db, id: string, reason: string): Promise<PromotionGrantRow> {
  const [row] = await db.update(promotionGrants).set({ forfeitReason: reason }).where(eq(promotionGrants.id, id)).returning();
  return row!;
}
