import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../src/db/client';
import { findPgbench } from './pgbench';

// What the ledger benchmarks compare with: the shipped raw-SQL scripts (bench/pgbench/*.sql) run by
// pgbench on the same scratch database, and the row-lock waits seen while either side runs.

export const PGBENCH_SCRIPTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../pgbench');

/** `clientCpuUs`: CPU time the client spent per operation (its share of the cores PostgreSQL runs on here). */
export type Throughput = { perSecond: number; p50Ms: number; p99Ms: number; clientCpuUs?: number };

/** CPU time of this process's finished children (Linux /proc/self/stat cutime + cstime), in µs; undefined elsewhere. */
function childrenCpuUs(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8')
      .replace(/^.*\) /s, '')
      .split(' ');
    // After the command name: state is field 3, so cutime (16) and cstime (17) are at 13 and 14; 100 ticks a second.
    return (Number(fields[13]) + Number(fields[14])) * 10_000;
  } catch {
    return undefined;
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * The table the scripts draw players from: per player (n = 1..count) the EUR real-money account, the
 * house shard the ledger uses for them and the user. Players need a bet behind them (their shard exists).
 */
export async function createBenchPlayers(db: Db): Promise<number> {
  await db.execute(sql`DROP TABLE IF EXISTS bench_players`);
  await db.execute(sql`
    CREATE TABLE bench_players AS
    SELECT row_number() OVER (ORDER BY t.user_id) AS n, a.id AS account_id, t.house_id, t.user_id
    FROM (SELECT DISTINCT ON (user_id) user_id, to_account_id AS house_id FROM ledger_transfers
          WHERE kind = 'bet' AND user_id IS NOT NULL ORDER BY user_id, id) t
    JOIN ledger_accounts a ON a.user_id = t.user_id AND a.kind = 'player_real' AND a.currency = 'EUR'`);
  await db.execute(sql`CREATE UNIQUE INDEX ON bench_players (n)`);
  const counted = (await db.execute(sql`SELECT count(*)::int AS n FROM bench_players`)) as unknown as { rows: { n: number }[] };
  return counted.rows[0]?.n ?? 0;
}

function run(command: string, args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/**
 * Runs a shipped script with `clients` connections (prepared statements) for `seconds`, without blocking
 * the event loop (the lock sampler runs meanwhile); undefined (said why) when it cannot.
 */
export async function runPgbench(
  url: string,
  script: string,
  opts: { clients: number; seconds: number; players: number },
): Promise<Throughput | undefined> {
  const pgbench = findPgbench();
  if (!pgbench) {
    console.log('pgbench: skipped, no pgbench binary on PATH or in /usr/lib/postgresql/*/bin');
    return undefined;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-pgbench-'));
  try {
    const args = ['-n', '-M', 'prepared', '-c', String(opts.clients), '-j', '2', '-T', String(opts.seconds)];
    args.push('-D', `players=${opts.players}`, '-f', path.join(PGBENCH_SCRIPTS, script), '-l', `--log-prefix=${dir}/log`, url);
    const cpuBefore = childrenCpuUs();
    const result = await run(pgbench, args);
    const cpuAfter = childrenCpuUs();
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(result.stdout)?.[1];
    if (result.status !== 0 || !tps) {
      console.log(`pgbench ${script}: failed: ${(result.stderr || result.stdout).trim().split('\n').slice(0, 5).join(' / ')}`);
      return undefined;
    }
    // Per-transaction log lines: client, transaction number, elapsed microseconds, ...
    const latencies = readdirSync(dir)
      .filter((f) => f.startsWith('log'))
      .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').trim().split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    const clientCpuUs = cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / latencies.length;
    return { perSecond: Number(tps), p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), clientCpuUs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type LockWaits = { samples: number; active: number; waiting: number; onAccounts: number };

/**
 * Samples, every `everyMs` on a connection of its own, the database's backends: how many run a statement,
 * how many of those wait on a lock, and how many of the waiters wait for a ledger account row (a waiter
 * holds or awaits the tuple lock of the row it waits for). With a few house shards and many players,
 * nearly all of those are house shards: two players' transfers meet on a player row far more rarely.
 */
export async function sampleLockWaits(url: string, everyMs = 20): Promise<{ stop(): Promise<LockWaits> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const totals: LockWaits = { samples: 0, active: 0, waiting: 0, onAccounts: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ active: number; waiting: number; on_accounts: number }>(`
        WITH s AS (
          SELECT pid, state, wait_event_type FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
        )
        SELECT (SELECT count(*) FROM s WHERE state = 'active')::int AS active,
               (SELECT count(*) FROM s WHERE wait_event_type = 'Lock')::int AS waiting,
               (SELECT count(DISTINCT l.pid) FROM pg_locks l
                WHERE l.locktype = 'tuple' AND l.relation = 'ledger_accounts'::regclass
                  AND l.pid IN (SELECT pid FROM s WHERE wait_event_type = 'Lock'))::int AS on_accounts`);
      const r = rows[0]!;
      totals.samples++;
      totals.active += r.active;
      totals.waiting += r.waiting;
      totals.onAccounts += r.on_accounts;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await client.end();
      return totals;
    },
  };
}

export function describeLockWaits(w: LockWaits): string {
  if (!w.samples || !w.active) return 'no statement seen running';
  const pct = (n: number, of: number) => `${of ? ((100 * n) / of).toFixed(0) : 0} %`;
  return (
    `${(w.active / w.samples).toFixed(1)} statements running on average, ${pct(w.waiting, w.active)} of them waiting on a lock ` +
    `(${pct(w.onAccounts, w.waiting)} of the waiters seen on an account row's tuple lock, the rest on the transaction ` +
    `ahead; ${w.samples} samples)`
  );
}
