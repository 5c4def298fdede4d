import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Where a stack's API keeps its data: a PostgreSQL URL, or a PGlite directory. */
export type DatabaseEnv = { DATABASE_URL?: string; DATA_DIR?: string };

/**
 * Runs one read-only query against a running stack's database, for assertions on what the API
 * stored. PGlite has no server to share and the running API owns its directory, so the query
 * runs on a copy of it (as `npm run outbox` does).
 */
export async function queryDatabase<T extends Record<string, unknown>>(
  env: DatabaseEnv,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query<T>(sql, params)).rows;
    } finally {
      await client.end();
    }
  }
  if (!env.DATA_DIR) throw new Error('the stack has neither DATABASE_URL nor DATA_DIR');
  const copy = mkdtempSync(path.join(tmpdir(), 'casino-e2e-db-'));
  try {
    cpSync(env.DATA_DIR, copy, { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(copy);
    try {
      return (await db.query<T>(sql, params)).rows;
    } finally {
      await db.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
