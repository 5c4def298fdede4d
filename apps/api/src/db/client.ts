import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { applyFunctionFiles } from './function-files';
import * as schema from './schema';

export type Schema = typeof schema;
/** The handle every repository function takes: the database or an open transaction. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  /**
   * Where reads that may lag the primary by a moment go (the operator's reports, the history exports): a read-only
   * pool on the streaming replica when one is configured, `db` itself otherwise. Never for money or anything written.
   */
  replica: Db;
  kind: 'pg' | 'pglite';
  /** How many house-side ledger rows per kind and currency new transfers spread over (LEDGER_HOUSE_SHARDS). */
  houseShards: number;
  /** The schema migrations, then the SQL function files that changed (function-files.ts). */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

// Beside this file in the source, and copied beside dist/server.js by the build (apps/api/build.mjs).
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Connections of a pool opened without a size (scripts, tests); the API takes DATABASE_POOL_MAX. */
const DEFAULT_POOL_MAX = 10;

/** House-side ledger rows per kind and currency of a database opened without a count (LEDGER_HOUSE_SHARDS' default). */
export const DEFAULT_HOUSE_SHARDS = 64;
/** The schema's limit (ledger_accounts_shard_check): shards 0-63. */
export const MAX_HOUSE_SHARDS = 64;

/**
 * The house shard count of each open database, by the table map its handle and every transaction opened from it
 * share: the ledger reads it from the handle it is given (houseShardsOf), so it is fixed where the database is opened.
 */
const houseShardCounts = new WeakMap<object, number>();

function checkHouseShards(count = DEFAULT_HOUSE_SHARDS): number {
  if (!Number.isInteger(count) || count < 1 || count > MAX_HOUSE_SHARDS) throw new Error(`House shards must be 1-${MAX_HOUSE_SHARDS}`);
  return count;
}

function withHouseShards(database: Omit<Database, 'houseShards'>, count: number): Database {
  houseShardCounts.set(database.db._.tableNamesMap, count);
  houseShardCounts.set(database.replica._.tableNamesMap, count);
  return { ...database, houseShards: count };
}

/** The house shard count of the database `db` (or a transaction of it) was opened with. */
export function houseShardsOf(db: Db): number {
  const count = houseShardCounts.get(db._.tableNamesMap);
  if (count === undefined) throw new Error('A database handle not opened by openDatabase has no ledger layout');
  return count;
}

/** Held while one process migrates, so API processes starting together on one database migrate one after the other. */
const MIGRATE_LOCK = 7_351_244_017;

/**
 * A PostgreSQL pool of at most `poolMax` connections when a URL is given, otherwise PGlite persisted in
 * dataDir ('memory://' for tests). `logger` sees every statement (tests use it to observe what a request reads).
 * `houseShards` (default 8) is the ledger's house shard count for transfers made through this handle.
 * `replicaUrl` (with `databaseUrl` only) opens the read-only pool of `replica`.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  replicaUrl?: string;
  dataDir: string;
  poolMax?: number;
  logger?: Logger;
  houseShards?: number;
}): Promise<Database> {
  const houseShards = checkHouseShards(opts.houseShards);
  if (opts.databaseUrl) {
    const max = opts.poolMax ?? DEFAULT_POOL_MAX;
    // Connections once opened are kept (min = max): a new one costs a backend start and a cold start of every
    // plan and SQL function it runs, which a quiet minute would otherwise bring to the next burst of calls.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max, min: max });
    // An idle client dropped by the server (restart, failover) must not take the process down;
    // the pool replaces it and the next query reports any lasting outage.
    pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
    keepInUseClientsAlive(pool);
    const db = drizzlePg(pool, { schema, logger: opts.logger });
    sendTransactionControlAsText(db as unknown as Db, pool);
    const replicaPool = opts.replicaUrl ? openReplicaPool(opts.replicaUrl, max) : null;
    const database = {
      db: db as unknown as Db,
      replica: (replicaPool ? drizzlePg(replicaPool, { schema, logger: opts.logger }) : db) as unknown as Db,
      kind: 'pg' as const,
      migrate: () => migrateLocked(opts.databaseUrl!, db as unknown as Db),
      close: async () => {
        await Promise.all([pool.end(), replicaPool?.end()]);
      },
    };
    return withHouseShards(database, houseShards);
  }
  if (!opts.dataDir.startsWith('memory://')) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir);
  const db = drizzlePglite(client, { schema, logger: opts.logger });
  const database = {
    db: db as unknown as Db,
    replica: db as unknown as Db,
    kind: 'pglite' as const,
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await applyFunctionFiles(db as unknown as Db);
    },
    close: () => client.close(),
  };
  return withHouseShards(database, houseShards);
}

/**
 * Opened on demand (reports are occasional) and read-only at the session: a write sent here by mistake fails on a
 * primary too, rather than working until the URL points at a real replica.
 */
function openReplicaPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, options: '-c default_transaction_read_only=on' });
  pool.on('error', (err) => console.error(`replica connection lost: ${err.message}`));
  keepInUseClientsAlive(pool);
  return pool;
}

/**
 * The pool listens for errors of idle clients only: a connection the server ends while a transaction holds its client
 * (a terminated backend, a restart) would emit an error nobody handles and take the process down. With a listener on
 * every client, its statements fail instead (the transaction's caller sees why) and the pool drops it on release.
 */
function keepInUseClientsAlive(pool: pg.Pool): void {
  pool.on('connect', (client) => client.on('error', () => undefined));
}

/**
 * The migrations and function files under a session lock of their own connection: a second process starting at the
 * same moment waits, then finds nothing left to do (the migrator itself would run the same migration twice).
 */
async function migrateLocked(url: string, db: Db): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATE_LOCK]);
    await migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
    await applyFunctionFiles(db);
  } finally {
    // Ending the session releases the lock, even after a failed migration.
    await lock.end();
  }
}

type Session = { client: unknown; logger: Logger };

/**
 * A transaction of the pool as drizzle runs one, with BEGIN, COMMIT and ROLLBACK sent as plain text:
 * drizzle builds a query object for each, which cost a bet round (two ledger calls in one transaction)
 * about a fifth of its client time. Transactions with options (isolation level, read only) keep drizzle's way.
 */
function sendTransactionControlAsText(db: Db, pool: pg.Pool): void {
  type Work = (tx: Db) => Promise<unknown>;
  type Inner = { dialect: never; schema: never; options: { logger?: Logger }; transaction(work: Work, config?: unknown): Promise<unknown> };
  const session = (db as unknown as { _: { session: Inner } })._.session;
  const { dialect, schema, options } = session;
  const logger = options.logger;
  const drizzleTransaction = session.transaction.bind(session);
  session.transaction = async (work, config) => {
    if (config) return drizzleTransaction(work, config);
    const client = await pool.connect();
    const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, schema, options), schema) as unknown as Db;
    const send = (text: string) => {
      logger?.logQuery(text, []);
      return client.query(text);
    };
    try {
      await send('begin');
      try {
        const result = await work(tx);
        await send('commit');
        return result;
      } catch (err) {
        await send('rollback');
        throw err;
      }
    } finally {
      client.release();
    }
  };
}

/**
 * A named prepared statement sent straight to the driver, for the hottest statements: the ORM's
 * per-call query object costs more client time than the call itself. node-postgres parses it once
 * per connection; PGlite ignores the name. The handle's logger still sees it.
 */
export async function queryPrepared(db: Db, name: string, text: string, values: unknown[]): Promise<Record<string, unknown>[]> {
  const { client, logger } = (db as unknown as { _: { session: Session } })._.session;
  logger.logQuery(text, values);
  if (client instanceof pg.Pool || client instanceof pg.Client) return (await client.query({ name, text, values })).rows;
  return (await (client as Pick<PGlite, 'query'>).query<Record<string, unknown>>(text, values)).rows;
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
