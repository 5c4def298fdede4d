import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { GENESIS_HASH, hashAuditRow } from './chain';
import { appendAuditRow, listAuditRows, readAuditRowsAfter, type AuditRow } from './repo';

/** One action for the trail. `before`/`after` are what changed, as JSON (bigints become strings). */
export type AuditEntryInput = {
  actor: string;
  actorId?: string | null;
  ip?: string | null;
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
};

const asJson = (value: unknown): unknown =>
  value === undefined ? null : JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));

/**
 * Records a staff action, in the caller's transaction when given one. The new head (seq and hash) goes to the log
 * too: kept outside the database, it is the anchor that shows rows cut from the end of the trail.
 */
export async function recordStaffAction(
  db: Db | Tx,
  clock: Clock,
  entry: AuditEntryInput,
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<AuditRow> {
  const row = await appendAuditRow(db, {
    at: clock.now(),
    actor: entry.actor,
    actorId: entry.actorId ?? null,
    ip: entry.ip ?? null,
    action: entry.action,
    target: entry.target ?? null,
    before: asJson(entry.before),
    after: asJson(entry.after),
  });
  log?.info({ auditSeq: row.seq, auditHash: row.hash, auditAction: row.action }, 'audit trail appended');
  return row;
}

export type AuditHead = { seq: number; hash: string };
export type AuditVerification = {
  isIntact: boolean;
  rows: number;
  /** The last row's seq and hash, as verified. */
  head: AuditHead | null;
  /** The first row where the chain breaks, and how. */
  broken?: { seq: number; problem: string };
};

const BATCH = 1000;

/**
 * Recomputes the chain from the first row: every seq follows the one before, every row links to the hash before it
 * and hashes to what it says. `expectedHead` (a head noted earlier, e.g. from the log) also catches rows cut from
 * the end, which the chain alone cannot show.
 */
export async function verifyAuditChain(db: Db, expectedHead?: AuditHead): Promise<AuditVerification> {
  let prev: AuditHead = { seq: 0, hash: GENESIS_HASH };
  let rows = 0;
  const fail = (seq: number, problem: string): AuditVerification => ({
    isIntact: false,
    rows,
    head: prev.seq ? prev : null,
    broken: { seq, problem },
  });
  for (;;) {
    const batch = await readAuditRowsAfter(db, prev.seq, BATCH);
    for (const row of batch) {
      if (row.seq !== prev.seq + 1) return fail(prev.seq + 1, `row ${prev.seq + 1} is missing (the next row is ${row.seq})`);
      if (row.prevHash !== prev.hash) return fail(row.seq, `row ${row.seq} does not link to the row before it`);
      if (hashAuditRow(row, row.prevHash) !== row.hash) return fail(row.seq, `row ${row.seq} was changed after it was written`);
      if (expectedHead?.seq === row.seq && expectedHead.hash !== row.hash)
        return fail(row.seq, `row ${row.seq} is not the head noted earlier`);
      prev = { seq: row.seq, hash: row.hash };
      rows += 1;
    }
    if (batch.length < BATCH) break;
  }
  if (expectedHead && expectedHead.seq > prev.seq)
    return fail(prev.seq + 1, `rows ${prev.seq + 1} to ${expectedHead.seq} are missing from the end`);
  return { isIntact: true, rows, head: prev.seq ? prev : null };
}

/** A page of the trail for the console, newest first. */
export async function listAuditEntries(db: Db, { before, limit = 50 }: { before?: number; limit?: number }) {
  const items = await listAuditRows(db, { before, limit });
  return { items, nextBefore: items.length === limit ? items.at(-1)!.seq : null };
}
