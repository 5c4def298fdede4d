import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { adminQuery, dropDatabase, withDatabase } from './pg-admin';

// Several API processes (a deployment, `npm run stack`) may start on one new database at the same moment: each
// migrates at start, and none may fail or apply a migration twice. PGlite has one process by construction.
const adminUrl = process.env.TEST_DATABASE_URL && inject('adminDatabaseUrl');

describe.runIf(adminUrl)('two API processes migrating one database at once', () => {
  it('both start: one migrates, the other waits and finds nothing left to do', async () => {
    const name = `casino_m_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl!, `CREATE DATABASE ${name}`);
    const url = withDatabase(adminUrl!, name);
    const [a, b] = [await openDatabase({ databaseUrl: url, dataDir: '' }), await openDatabase({ databaseUrl: url, dataDir: '' })];
    try {
      await Promise.all([a.migrate(), b.migrate()]);
      const journal = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../src/db/migrations/meta/_journal.json'), 'utf8'));
      const applied = await a.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
      expect((applied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(journal.entries.length);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await dropDatabase(adminUrl!, name);
    }
  });
});
