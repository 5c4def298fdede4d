import { and, desc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withdrawals } from '../../db/schema/payments';
import { timeRangeConditions, type TimeRange } from '../../lib/time-range';

// The payments module's SQL for withdrawals.

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalStatus = WithdrawalRow['status'];

export async function insertWithdrawal(
  db: Db,
  values: Pick<WithdrawalRow, 'userId' | 'method' | 'currency' | 'amount' | 'address' | 'destinationTag' | 'createdAt'> &
    Partial<Pick<WithdrawalRow, 'status' | 'confirmedWith' | 'confirmedAt' | 'confirmTokenHash' | 'confirmBy'>>,
): Promise<WithdrawalRow> {
  const [row] = await db.insert(withdrawals).values(values).returning();
  return row!;
}

/** The withdrawal, locked until the transaction ends: one decision at a time. */
export async function lockWithdrawal(db: Db, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

/** The unconfirmed withdrawal of a mailed link, locked until the transaction ends. */
export async function lockUnconfirmedWithdrawal(db: Db, tokenHash: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.confirmTokenHash, tokenHash), eq(withdrawals.status, 'unconfirmed')))
    .for('update');
  return row;
}

/** The link was opened: the request goes to the operator's queue. */
export async function markWithdrawalConfirmed(db: Db, id: string, now: Date): Promise<WithdrawalRow> {
  const [row] = await db
    .update(withdrawals)
    .set({ status: 'pending', confirmedWith: 'email', confirmedAt: now, confirmTokenHash: null, confirmBy: null })
    .where(eq(withdrawals.id, id))
    .returning();
  return row!;
}

/** Unconfirmed requests whose link lapsed by `now`. */
export async function listLapsedWithdrawalIds(db: Db, now: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(lte(withdrawals.confirmBy, now), eq(withdrawals.status, 'unconfirmed')))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function decideWithdrawalRow(
  db: Db,
  id: string,
  values: {
    status: WithdrawalStatus;
    reason?: string | null;
    reference?: string | null;
    decidedAt: Date;
    decidedBy?: string | null;
    decidedByEmail?: string | null;
  },
): Promise<WithdrawalRow> {
  // A decided request has no link left to open.
  const [row] = await db
    .update(withdrawals)
    .set({ ...values, confirmTokenHash: null, confirmBy: null })
    .where(eq(withdrawals.id, id))
    .returning();
  return row!;
}

/** The first of two approvals: the withdrawal stays pending. */
export async function approveFirst(
  db: Db,
  id: string,
  values: { firstApprovedBy: string; firstApprovedByEmail: string | null; firstApprovedAt: Date },
): Promise<WithdrawalRow> {
  const [row] = await db.update(withdrawals).set(values).where(eq(withdrawals.id, id)).returning();
  return row!;
}

export async function listWithdrawals(db: Db, opts: { status?: WithdrawalStatus; limit: number }): Promise<WithdrawalRow[]> {
  const query = db.select().from(withdrawals);
  return (opts.status ? query.where(eq(withdrawals.status, opts.status)) : query).orderBy(desc(withdrawals.createdAt)).limit(opts.limit);
}

/** The player's withdrawals not paid out (unconfirmed, pending, rejected, cancelled): paid ones are in the ledger's history. */
export async function listUnpaidWithdrawals(
  db: Db,
  userId: string,
  opts: { currencies: readonly string[]; range: TimeRange; limit: number },
) {
  return db
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        ne(withdrawals.status, 'completed'),
        inArray(withdrawals.currency, [...opts.currencies]),
        ...timeRangeConditions(withdrawals.createdAt, opts.range),
      ),
    )
    .orderBy(desc(withdrawals.createdAt))
    .limit(opts.limit);
}

/** Whether the player asked to withdraw `currency` at or after `since` (whatever became of the request). */
export async function hasWithdrawalSince(db: Db, userId: string, currency: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.currency, currency), gte(withdrawals.createdAt, since)))
    .limit(1);
  return row !== undefined;
}
