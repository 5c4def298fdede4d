// Ledger transfers per second on the configured database, beside PostgreSQL's own pgbench
// simple-update (-N) TPS on the same server. DATABASE_URL → PostgreSQL: both run in scratch databases
// created (and dropped) on that server. Without it the ledger runs on in-memory PGlite and pgbench
// has no server to measure.
import { spawnSync } from 'node:child_process';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { checkLedger, credit, transfer } from '../src/modules/wallet/ledger';
import { insertPlayers } from '../test/wallet';
import { findPgbench, scratchDatabase } from './lib/pgbench';

const IN_FLIGHT = 8;
const RUN_SECONDS = 8;
const PLAYERS = 200;

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const serverUrl = config.databaseUrl;

async function benchLedger(database: Database): Promise<number> {
  const { db } = database;
  const players = await insertPlayers(db, PLAYERS);
  // Enough starting money that random bets never overdraw: every transfer below moves money.
  for (const [i, userId] of players.entries()) {
    await credit(db, {
      source: 'bench',
      idempotencyKey: `bench-seed:${i}`,
      kind: 'deposit',
      currency: 'EUR',
      amount: 100_000_000n,
      userId,
      from: { kind: 'gateway_clearing' },
    });
  }
  let seq = 0;
  const one = async () => {
    const userId = players[Math.floor(Math.random() * players.length)]!;
    const amount = BigInt(1 + Math.floor(Math.random() * 1000));
    const isBet = Math.random() < 0.5;
    await transfer(db, {
      source: 'bench',
      idempotencyKey: `bench:${seq++}`,
      kind: isBet ? 'bet' : 'win',
      currency: 'EUR',
      amount,
      from: isBet ? { kind: 'player_real', userId } : { kind: 'house' },
      to: isBet ? { kind: 'house' } : { kind: 'player_real', userId },
    });
  };
  for (let i = 0; i < 100; i++) await one(); // warm-up: account rows, plans, connections

  const deadline = performance.now() + RUN_SECONDS * 1000;
  const started = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (performance.now() < deadline) {
        await one();
        done++;
      }
    }),
  );
  const perSecond = done / ((performance.now() - started) / 1000);
  const check = await checkLedger(db);
  console.log(
    `ledger transfers (${database.kind}, ${IN_FLIGHT} in flight, ${PLAYERS} players, ${RUN_SECONDS} s): ${perSecond.toFixed(0)} per second` +
      ` (${done} transfers; ledger check ${check.isSound ? 'sound' : 'MISMATCH'})`,
  );
  if (!check.isSound) process.exitCode = 1;
  return perSecond;
}

async function benchPgbench(): Promise<number | undefined> {
  if (!serverUrl) {
    console.log('pgbench -N: skipped, no DATABASE_URL (the ledger ran on embedded PGlite; set DATABASE_URL to compare on a server)');
    return undefined;
  }
  const pgbench = findPgbench();
  if (!pgbench) {
    console.log('pgbench -N: skipped, no pgbench binary on PATH or in /usr/lib/postgresql/*/bin');
    return undefined;
  }
  const scratch = await scratchDatabase(serverUrl, 'casino_bench_pgbench');
  try {
    const init = spawnSync(pgbench, ['-i', '-s', '1', '-q', scratch.url], { encoding: 'utf8' });
    if (init.status !== 0) {
      console.log(`pgbench -N: skipped, initialisation failed: ${init.stderr.trim().split('\n').pop()}`);
      return undefined;
    }
    const run = spawnSync(pgbench, ['-N', '-c', String(IN_FLIGHT), '-j', '2', '-T', String(RUN_SECONDS), scratch.url], {
      encoding: 'utf8',
    });
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout)?.[1];
    if (run.status !== 0 || !tps) {
      console.log(`pgbench -N: failed: ${(run.stderr || run.stdout).trim().split('\n').pop()}`);
      return undefined;
    }
    console.log(`pgbench -N simple-update (${IN_FLIGHT} clients, scale 1, ${RUN_SECONDS} s): ${Number(tps).toFixed(0)} tps`);
    return Number(tps);
  } finally {
    await scratch.drop();
  }
}

const scratch = serverUrl ? await scratchDatabase(serverUrl, 'casino_bench_ledger') : undefined;
const database = await openDatabase({ databaseUrl: scratch?.url, dataDir: 'memory://' });
let ledgerTps: number;
try {
  await database.migrate();
  ledgerTps = await benchLedger(database);
} finally {
  await database.close();
  await scratch?.drop();
}
const pgbenchTps = await benchPgbench();
if (pgbenchTps) {
  console.log(
    `ratio ledger / pgbench -N: ${(ledgerTps / pgbenchTps).toFixed(2)} (per transaction: ledger 5 statements with row locks in a JS client, pgbench -N 5 statements in C)`,
  );
}
