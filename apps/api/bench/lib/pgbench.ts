import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { adminQuery, dropDatabase, withDatabase } from '../../test/pg-admin';

// What the benchmarks that compare with PostgreSQL's own pgbench share.

/** pgbench on the PATH, or the newest one under /usr/lib/postgresql/<version>/bin. */
export function findPgbench(): string | undefined {
  if (spawnSync('pgbench', ['--version']).status === 0) return 'pgbench';
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  return readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => `${root}/${v}/bin/pgbench`)
    .find((p) => existsSync(p));
}

/** A fresh database `<prefix>_<pid>` on the server of `serverUrl`, and how to drop it. */
export async function scratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${process.pid}`;
  await dropDatabase(serverUrl, name);
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  return { url: withDatabase(serverUrl, name), drop: () => dropDatabase(serverUrl, name) };
}
