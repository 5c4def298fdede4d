import { bigint, index, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * The audit trail: every staff action and operator command (who, when, from where, before and after). Only ever
 * added to (rules refuse updates and deletes), and each row's hash covers its content and the previous row's hash,
 * so an edit, a deletion or an insertion by someone who bypasses the rules breaks the chain (docs/decisions/029).
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    /** 1, 2, 3…: the chain's order, without gaps. */
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    /** A staff member's e-mail, or "operator command" for a command run on the API's machine. */
    actor: text('actor').notNull(),
    /** The staff member, when there is one; kept as written even if the member is removed. */
    actorId: uuid('actor_id'),
    ip: varchar('ip', { length: 64 }),
    /** What was done, as a dotted name: "withdrawal.approve", "staff.invite". */
    action: varchar('action', { length: 100 }).notNull(),
    /** What it was done to: "player:<id>", "withdrawal:<id>". */
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The previous row's hash; 64 zeros for the first row. */
    prevHash: varchar('prev_hash', { length: 64 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
  },
  (t) => [index('staff_audit_log_actor_idx').on(t.actorId, t.seq), index('staff_audit_log_target_idx').on(t.target, t.seq)],
);
