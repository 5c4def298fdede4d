import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { adminQuery, dropDatabase, withDatabase } from '../../../test/pg-admin';
import { insertPlayers } from '../../../test/wallet';
import { openDatabase, type Database } from '../../db/client';

// Migration 0006 on a database that already holds money: a player account without its fund (money the
// player could not see) and a transfer from before sources existed.

const MIGRATIONS = path.resolve(import.meta.dirname, '../../db/migrations');
const MIGRATION = '0006_ledger_funds_and_sources';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** An empty database of the kind the suite runs on: a new PostgreSQL database, or in-memory PGlite. */
async function openEmptyDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const adminUrl = inject('adminDatabaseUrl');
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const name = `casino_m_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, name), dataDir: '' });
  return { database, drop: async () => (await database.close(), await dropDatabase(adminUrl, name)) };
}

function migrate(database: Database, migrationsFolder: string) {
  return database.kind === 'pg'
    ? migratePg(database.db as never, { migrationsFolder })
    : migratePglite(database.db as never, { migrationsFolder });
}

describe(`migration ${MIGRATION}`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  const before = mkdtempSync(path.join(tmpdir(), 'casino-migrations-'));
  beforeAll(async () => {
    ({ database, drop } = await openEmptyDatabase());
    // The migrations as they were before this one.
    cpSync(MIGRATIONS, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
    const index = journal.entries.findIndex((e) => e.tag === MIGRATION);
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  });
  afterAll(async () => {
    await drop();
    rmSync(before, { recursive: true, force: true });
  });

  it('gives every player account its fund, puts old keys in their own source, then enforces both', async () => {
    await migrate(database, before);
    const { db } = database;
    const [player] = await insertPlayers(db, 1);
    const created = rowsOf(
      await db.execute(sql`
        INSERT INTO ledger_accounts (kind, currency, user_id, balance)
        VALUES ('gateway_clearing', 'BTC', NULL, -500), ('player_real', 'BTC', ${player}, 500) RETURNING id`),
    );
    const [from, to] = created.map((r) => Number(r.id));
    const [transfer] = rowsOf(
      await db.execute(sql`
        INSERT INTO ledger_transfers (idempotency_key, kind, currency, amount, from_account_id, to_account_id, user_id)
        VALUES ('pay-1', 'deposit', 'BTC', 500, ${from}, ${to}, ${player}) RETURNING id`),
    );
    await db.execute(sql`
      INSERT INTO ledger_postings (transfer_id, account_id, amount) VALUES (${transfer!.id}, ${from}, -500), (${transfer!.id}, ${to}, 500)`);

    await migrate(database, MIGRATIONS);

    const funds = rowsOf(await db.execute(sql`SELECT currency, is_default FROM funds WHERE user_id = ${player}`));
    expect(funds).toEqual([{ currency: 'BTC', is_default: false }]);
    const transfers = rowsOf(await db.execute(sql`SELECT source, idempotency_key FROM ledger_transfers`));
    expect(transfers).toEqual([{ source: 'internal', idempotency_key: 'pay-1' }]);

    const orphan = db.execute(sql`INSERT INTO ledger_accounts (kind, currency, user_id) VALUES ('player_real', 'EUR', ${player})`);
    await expect(orphan).rejects.toMatchObject({ cause: { code: '23503' } }); // foreign_key_violation
    const sameKeyOtherSource = sql`
      INSERT INTO ledger_transfers (source, idempotency_key, kind, currency, amount, from_account_id, to_account_id)
      VALUES ('gateway:new', 'pay-1', 'deposit', 'BTC', 1, ${from}, ${to})`;
    await db.execute(sameKeyOtherSource);
    await expect(db.execute(sameKeyOtherSource)).rejects.toMatchObject({ cause: { code: '23505' } }); // unique_violation
  });
});
