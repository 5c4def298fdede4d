import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionCouponRedemptions, promotionCoupons } from '../../db/schema/promotions';

// The promotions module's SQL for bonus codes and who used them.

export type CouponRow = typeof promotionCoupons.$inferSelect;
export type NewCoupon = Omit<typeof promotionCoupons.$inferInsert, 'id' | 'uses' | 'disabledAt'>;

/** The coupon inserted, or undefined when its code exists already. */
export async function insertCoupon(db: Db, values: NewCoupon): Promise<CouponRow | undefined> {
  const [row] = await db.insert(promotionCoupons).values(values).onConflictDoNothing({ target: promotionCoupons.code }).returning();
  return row;
}

export async function listCoupons(db: Db): Promise<CouponRow[]> {
  return db.select().from(promotionCoupons).orderBy(asc(promotionCoupons.createdAt), asc(promotionCoupons.code));
}

export async function findCoupon(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(promotionCoupons).where(eq(promotionCoupons.code, code));
  return row;
}

/** The coupon locked until the transaction ends: redemptions of one code queue, so its limits hold. */
export async function lockCoupon(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(promotionCoupons).where(eq(promotionCoupons.code, code)).for('update');
  return row;
}

/** Disables a coupon; a second disable keeps the first time. Undefined for an unknown code. */
export async function disableCoupon(db: Db, code: string, now: Date): Promise<CouponRow | undefined> {
  const [row] = await db
    .update(promotionCoupons)
    .set({ disabledAt: sql`coalesce(${promotionCoupons.disabledAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(promotionCoupons.code, code))
    .returning();
  return row;
}

export async function countPlayerRedemptions(db: Db, couponId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promotionCouponRedemptions)
    .where(and(eq(promotionCouponRedemptions.couponId, couponId), eq(promotionCouponRedemptions.userId, userId)));
  return row?.n ?? 0;
}

/** Records a use: the redemption and the coupon's count (its check refuses a count past `total_uses`). */
export async function insertRedemption(
  db: Db,
  values: { couponId: string; userId: string; grantId: string; depositId: string | null; createdAt: Date },
): Promise<void> {
  await db.insert(promotionCouponRedemptions).values(values);
  await db
    .update(promotionCoupons)
    .set({ uses: sql`${promotionCoupons.uses} + 1` })
    .where(eq(promotionCoupons.id, values.couponId));
}
