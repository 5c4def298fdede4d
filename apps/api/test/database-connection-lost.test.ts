import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { adminQuery, dropDatabase, withDatabase } from './pg-admin';

// The fault harness (e2e/harness) terminates the API's backends under load: a connection the server ends while a
// transaction holds it must fail that transaction, not the process. node-postgres emits an 'error' on a client whose
// connection ends; the pool listens only while the client is idle, so without a listener of ours it went unhandled.
const adminUrl = process.env.TEST_DATABASE_URL && inject('adminDatabaseUrl');

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe.runIf(adminUrl)('a database connection ended by the server in the middle of a transaction', () => {
  it('fails that transaction; the process goes on and the pool opens another connection', async () => {
    const name = `casino_l_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl!, `CREATE DATABASE ${name}`);
    const database = await openDatabase({ databaseUrl: withDatabase(adminUrl!, name), dataDir: '', poolMax: 2 });
    const admin = new pg.Client({ connectionString: adminUrl! });
    await admin.connect();
    try {
      const transaction = database.db.transaction(async (tx) => {
        const [row] = rowsOf(await tx.execute(sql`SELECT pg_backend_pid() AS pid`));
        const { client } = (tx as unknown as { _: { session: { client: pg.PoolClient } } })._.session;
        // Not events.once: it would listen for 'error' itself.
        const ended = new Promise((resolve) => client.once('end', resolve));
        await admin.query('SELECT pg_terminate_backend($1)', [row!.pid]);
        // The connection is gone while the transaction holds its client between two statements.
        await ended;
        await tx.execute(sql`SELECT 1`);
      });
      await expect(transaction).rejects.toThrow();
      expect(rowsOf(await database.db.execute(sql`SELECT 1 AS one`))).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await database.close();
      await dropDatabase(adminUrl!, name);
    }
  });
});
