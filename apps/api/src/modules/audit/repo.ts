import { asc, desc, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { staffAuditLog } from '../../db/schema/audit';
import { GENESIS_HASH, hashAuditRow, type AuditContent } from './chain';

export type AuditRow = typeof staffAuditLog.$inferSelect;

/**
 * Appends one row after the last, inside the caller's transaction when there is one (a savepoint), so an action
 * and its record commit together. The lock makes appends take turns: each needs the hash of the one before.
 */
export async function appendAuditRow(db: Db | Tx, content: Omit<AuditContent, 'seq'>): Promise<AuditRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('staff-audit-log', 0))`);
    const [last] = await tx
      .select({ seq: staffAuditLog.seq, hash: staffAuditLog.hash })
      .from(staffAuditLog)
      .orderBy(desc(staffAuditLog.seq))
      .limit(1);
    const row = { ...content, seq: (last?.seq ?? 0) + 1 };
    const prevHash = last?.hash ?? GENESIS_HASH;
    const [written] = await tx
      .insert(staffAuditLog)
      .values({ ...row, prevHash, hash: hashAuditRow(row, prevHash) })
      .returning();
    return written!;
  });
}

/** A page of the trail, newest first, older than `before` when given. */
export async function listAuditRows(db: Db, { before, limit }: { before?: number; limit: number }): Promise<AuditRow[]> {
  return db
    .select()
    .from(staffAuditLog)
    .where(before === undefined ? undefined : lt(staffAuditLog.seq, before))
    .orderBy(desc(staffAuditLog.seq))
    .limit(limit);
}

/** The trail in chain order, `limit` rows after `afterSeq`: the verifier reads it a batch at a time. */
export async function readAuditRowsAfter(db: Db, afterSeq: number, limit: number): Promise<AuditRow[]> {
  return db.select().from(staffAuditLog).where(gt(staffAuditLog.seq, afterSeq)).orderBy(asc(staffAuditLog.seq)).limit(limit);
}
