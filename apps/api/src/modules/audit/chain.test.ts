import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/app';
import type { Database } from '../../db/client';
import { staffAuditLog } from '../../db/schema/audit';
import { createControlledClock } from '../../lib/clock';
import { hashAuditRow } from './chain';
import { recordStaffAction, verifyAuditChain } from './service';

const clock = createControlledClock();
let drops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(drops.map((drop) => drop()));
  drops = [];
});

/** A fresh database with `count` recorded actions. */
async function trailOf(count: number): Promise<Database> {
  const { database, drop } = await createTestDatabase();
  drops.push(drop);
  for (let i = 1; i <= count; i++) {
    clock.advance(1_000);
    await recordStaffAction(database.db, clock, {
      actor: 'ops@example.com',
      actorId: '00000000-0000-4000-8000-000000000001',
      ip: '203.0.113.7',
      action: 'withdrawal.approve',
      target: `withdrawal:${i}`,
      // Keys out of order and a bigint: jsonb reorders keys, and the hash must not care.
      before: { status: 'pending', amount: 1000n * BigInt(i) },
      after: { status: 'approved', amount: 1000n * BigInt(i) },
    });
  }
  return database;
}

/** What someone able to bypass the rules can do: the test's own superuser connection, rules off for one statement. */
async function tamper(database: Database, statement: ReturnType<typeof sql>) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE staff_audit_log DISABLE RULE staff_audit_log_no_update`);
    await tx.execute(sql`ALTER TABLE staff_audit_log DISABLE RULE staff_audit_log_no_delete`);
    await tx.execute(statement);
    await tx.execute(sql`ALTER TABLE staff_audit_log ENABLE RULE staff_audit_log_no_update`);
    await tx.execute(sql`ALTER TABLE staff_audit_log ENABLE RULE staff_audit_log_no_delete`);
  });
}

describe('audit trail hash chain', () => {
  it('verifies an untouched trail, and its rules leave updates and deletes without effect', async () => {
    const database = await trailOf(5);
    const verified = await verifyAuditChain(database.db);
    expect(verified).toMatchObject({ isIntact: true, rows: 5, head: { seq: 5 } });
    await database.db.execute(sql`UPDATE staff_audit_log SET actor = 'someone else'`);
    await database.db.execute(sql`DELETE FROM staff_audit_log WHERE seq = 3`);
    expect(await verifyAuditChain(database.db)).toEqual(verified);
  });

  it('detects an edited row', async () => {
    const database = await trailOf(5);
    await tamper(database, sql`UPDATE staff_audit_log SET after = '{"status":"rejected","amount":"3000"}' WHERE seq = 3`);
    expect(await verifyAuditChain(database.db)).toMatchObject({
      isIntact: false,
      broken: { seq: 3, problem: 'row 3 was changed after it was written' },
    });
  });

  it('detects a deleted row', async () => {
    const database = await trailOf(5);
    await tamper(database, sql`DELETE FROM staff_audit_log WHERE seq = 2`);
    expect(await verifyAuditChain(database.db)).toMatchObject({ isIntact: false, broken: { seq: 2 } });
  });

  it('detects a row rewritten with a recomputed hash: the next row no longer links to it', async () => {
    const database = await trailOf(5);
    const [row] = await database.db.select().from(staffAuditLog).where(eq(staffAuditLog.seq, 2));
    const forged = { ...row!, action: 'withdrawal.reject' };
    const hash = hashAuditRow(forged, row!.prevHash);
    await tamper(database, sql`UPDATE staff_audit_log SET action = 'withdrawal.reject', hash = ${hash} WHERE seq = 2`);
    expect(await verifyAuditChain(database.db)).toMatchObject({
      isIntact: false,
      broken: { seq: 3, problem: 'row 3 does not link to the row before it' },
    });
  });

  it('detects rows cut from the end against a head noted earlier', async () => {
    const database = await trailOf(4);
    const { head } = await verifyAuditChain(database.db);
    await tamper(database, sql`DELETE FROM staff_audit_log WHERE seq = 4`);
    expect(await verifyAuditChain(database.db, head!)).toMatchObject({
      isIntact: false,
      broken: { seq: 4, problem: 'rows 4 to 4 are missing from the end' },
    });
  });

  it('keeps one unbroken chain when many actions are recorded at once', async () => {
    const database = await trailOf(0);
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        recordStaffAction(database.db, clock, { actor: `staff${i}@example.com`, action: 'player.note', target: `player:${i}` }),
      ),
    );
    expect(await verifyAuditChain(database.db)).toMatchObject({ isIntact: true, rows: 30, head: { seq: 30 } });
  });
});
