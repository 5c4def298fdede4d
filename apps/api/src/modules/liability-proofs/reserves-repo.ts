import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liabilityReserves } from '../../db/schema/liability-proofs';

// The reserves published beside the snapshots: written once per snapshot and currency, then only read.

export type ReservesRow = typeof liabilityReserves.$inferSelect;

/** False when that snapshot's reserves in that currency were published already. */
export async function insertReserves(db: Db, row: ReservesRow): Promise<boolean> {
  const inserted = await db.insert(liabilityReserves).values(row).onConflictDoNothing().returning({ currency: liabilityReserves.currency });
  return inserted.length === 1;
}

/** The reserves of these snapshots, without their attestations (the listing shows totals). */
export async function listReserveTotals(db: Db, snapshotIds: number[]) {
  if (!snapshotIds.length) return [];
  return db
    .select({
      snapshotId: liabilityReserves.snapshotId,
      currency: liabilityReserves.currency,
      blockHeight: liabilityReserves.blockHeight,
      total: liabilityReserves.total,
    })
    .from(liabilityReserves)
    .where(inArray(liabilityReserves.snapshotId, snapshotIds));
}

export async function findReserves(db: Db, snapshotId: number, currency: string): Promise<ReservesRow | undefined> {
  const [row] = await db
    .select()
    .from(liabilityReserves)
    .where(and(eq(liabilityReserves.snapshotId, snapshotId), eq(liabilityReserves.currency, currency)));
  return row;
}
