import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adjustmentRequests } from '../../db/schema/wallet';

// The wallet module's SQL for staff adjustment requests.

export type AdjustmentRequestRow = typeof adjustmentRequests.$inferSelect;
export type AdjustmentRequestStatus = AdjustmentRequestRow['status'];

/** The new request, or undefined when its idempotency key was used already (the caller reads that one). */
export async function insertAdjustmentRequest(
  db: Db,
  values: Pick<
    AdjustmentRequestRow,
    | 'userId'
    | 'currency'
    | 'amount'
    | 'reason'
    | 'status'
    | 'needsSecondApproval'
    | 'idempotencyKey'
    | 'requestedBy'
    | 'requestedByEmail'
    | 'requestedAt'
  >,
): Promise<AdjustmentRequestRow | undefined> {
  const [row] = await db.insert(adjustmentRequests).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findAdjustmentRequestByKey(db: Db, idempotencyKey: string): Promise<AdjustmentRequestRow | undefined> {
  const [row] = await db.select().from(adjustmentRequests).where(eq(adjustmentRequests.idempotencyKey, idempotencyKey));
  return row;
}

/** The request, locked until the transaction ends: one decision at a time. */
export async function lockAdjustmentRequest(db: Db, id: string): Promise<AdjustmentRequestRow | undefined> {
  const [row] = await db.select().from(adjustmentRequests).where(eq(adjustmentRequests.id, id)).for('update');
  return row;
}

export async function decideAdjustmentRequestRow(
  db: Db,
  id: string,
  values: Pick<AdjustmentRequestRow, 'status' | 'decidedBy' | 'decidedByEmail' | 'decidedAt'> &
    Partial<Pick<AdjustmentRequestRow, 'rejectReason' | 'transferId'>>,
): Promise<AdjustmentRequestRow> {
  const [row] = await db.update(adjustmentRequests).set(values).where(eq(adjustmentRequests.id, id)).returning();
  return row!;
}

export async function listAdjustmentRequests(db: Db, opts: { status?: AdjustmentRequestStatus; limit: number }) {
  const query = db.select().from(adjustmentRequests);
  return (opts.status ? query.where(eq(adjustmentRequests.status, opts.status)) : query)
    .orderBy(desc(adjustmentRequests.requestedAt))
    .limit(opts.limit);
}
