import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionWelcomeOffers } from '../../db/schema/promotions';

// The operator's welcome offers per market profile (welcome-offers.ts says how they are read).

export type WelcomeOfferRow = typeof promotionWelcomeOffers.$inferSelect;

export async function findWelcomeOfferRow(db: Db, profile: string): Promise<WelcomeOfferRow | undefined> {
  const [row] = await db.select().from(promotionWelcomeOffers).where(eq(promotionWelcomeOffers.profile, profile));
  return row;
}

/**
 * The profile's row, read under a lock held until the transaction ends (taken even when there is no row yet): two
 * changes of one profile queue, each audited with what it replaced.
 */
export async function lockWelcomeOfferRow(db: Db, profile: string): Promise<WelcomeOfferRow | undefined> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`welcome-offer:${profile}`}, 0))`);
  return findWelcomeOfferRow(db, profile);
}

export async function listWelcomeOfferRows(db: Db): Promise<WelcomeOfferRow[]> {
  return db.select().from(promotionWelcomeOffers);
}

export async function upsertWelcomeOfferRow(db: Db, values: WelcomeOfferRow): Promise<WelcomeOfferRow> {
  const { profile, ...change } = values;
  const [row] = await db
    .insert(promotionWelcomeOffers)
    .values({ profile, ...change })
    .onConflictDoUpdate({ target: promotionWelcomeOffers.profile, set: change })
    .returning();
  return row!;
}

export async function deleteWelcomeOfferRow(db: Db, profile: string): Promise<boolean> {
  const rows = await db.delete(promotionWelcomeOffers).where(eq(promotionWelcomeOffers.profile, profile)).returning();
  return rows.length > 0;
}
