import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { applyFunctionFiles, readFunctionFiles } from '../src/db/function-files';
import { adminQuery, dropDatabase, withDatabase } from './pg-admin';

const MIGRATIONS = path.resolve(import.meta.dirname, '../src/db/migrations');

/** An empty database of the kind the suite runs on: a new PostgreSQL database, or in-memory PGlite. */
export async function openEmptyDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
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

/**
 * A database migrated up to the migration `tag` (not included), for a test that writes the rows
 * the migration must carry over, then applies it and the later ones with `migrateRest`, and the SQL
 * function files after them, as a start does.
 */
export async function openDatabaseBefore(tag: string) {
  const { database, drop } = await openEmptyDatabase();
  const before = mkdtempSync(path.join(tmpdir(), 'casino-migrations-'));
  cpSync(MIGRATIONS, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const index = journal.entries.findIndex((e) => e.tag === tag);
  if (index === -1) throw new Error(`no migration ${tag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  await migrate(database, before);
  // The current SQL functions too once every one of them exists, so the schema holds them: this release's app may
  // then run on the database before the migration, as on one the previous release left.
  const existing = rowsOf(await database.db.execute(sql`SELECT proname FROM pg_proc WHERE pronamespace = 'public'::regnamespace`));
  const names = new Set(existing.map((r) => r.proname));
  if (readFunctionFiles().every((f) => names.has(f.name))) await applyFunctionFiles(database.db);
  return {
    database,
    migrateRest: () => database.migrate(),
    drop: async () => {
      await drop();
      rmSync(before, { recursive: true, force: true });
    },
  };
}

/** A database every migration built and no function file touched, as the releases before the files left one. */
export async function openDatabaseOfMigrationsOnly(): Promise<{ database: Database; drop(): Promise<void> }> {
  const opened = await openEmptyDatabase();
  await migrate(opened.database, MIGRATIONS);
  return opened;
}

/**
 * Runs one migration's SQL again on a database already past it: a data migration's test can then feed it records
 * today's app wrote (on today's schema) and renamed to what an old release wrote.
 */
export async function rerunMigration(database: Database, tag: string): Promise<void> {
  const text = readFileSync(path.join(MIGRATIONS, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

/** The rows of a `db.execute` result. */
export const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
