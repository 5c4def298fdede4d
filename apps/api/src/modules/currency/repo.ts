import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencyRates } from '../../db/schema/currency';

export type RateRow = typeof currencyRates.$inferSelect;
export type NewRateRow = Pick<RateRow, 'currency' | 'ratePerEur' | 'source' | 'quotedAt'>;

export async function findRate(db: Db, currency: string): Promise<RateRow | undefined> {
  const [row] = await db.select().from(currencyRates).where(eq(currencyRates.currency, currency));
  return row;
}

export async function listRates(db: Db): Promise<RateRow[]> {
  return db.select().from(currencyRates).orderBy(asc(currencyRates.currency));
}

/** Inserts or replaces every row given; the caller opens the transaction. */
export async function upsertRates(db: Db, rows: NewRateRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(currencyRates)
    .values(rows)
    .onConflictDoUpdate({
      target: currencyRates.currency,
      set: {
        ratePerEur: sql`excluded.rate_per_eur`,
        source: sql`excluded.source`,
        quotedAt: sql`excluded.quoted_at`,
        updatedAt: sql`now()`,
      },
    });
}

/** Inserts only the rows whose currency has no rate yet; returns how many were added. */
export async function insertMissingRates(db: Db, rows: NewRateRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await db
    .insert(currencyRates)
    .values(rows)
    .onConflictDoNothing({ target: currencyRates.currency })
    .returning({ currency: currencyRates.currency });
  return added.length;
}
