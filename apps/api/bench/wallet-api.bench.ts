// Bet+win rounds through the seamless-wallet API over HTTP with 64 players: rounds per second closed-loop
// (each player plays back to back) with p50/p99, then the latency at a stated offered load (each player
// starting a round every PACE_MS), beside the ledger's part of a round done by hand in raw SQL
// (bench/pgbench/bet-round.sql: the stake and the win in one transaction, its statements pipelined) by pgbench
// with as many clients as the API's pool has connections (the same database concurrency), and the lock waits seen
// meanwhile. DATABASE_URL → PostgreSQL: both run in a scratch database
// created (and dropped) on that server. Without it the API runs on in-memory PGlite and pgbench has no
// server to measure.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { checkLedger } from '../src/modules/wallet';
import { startBackgroundLoad } from './lib/background-load';
import { createBenchPlayers, describeLockWaits, runPgbench, sampleLockWaits } from './lib/ledger-reference';
import { scratchDatabase } from './lib/pgbench';
import { fundedWalletPlayers } from './lib/wallet-players';
import { runWalletRounds, type RoundsResult } from './lib/wallet-rounds';

const PLAYERS = 64;
const RUN_SECONDS = 10;
const WARM_UP_SECONDS = 2;
const OPERATOR = 'bench';
const SECRET = randomBytes(32).toString('hex');
const GAME = 'bench:slot';
/** The offered load of the latency run: a round every half second per player (a quick slot player), 128 rounds/s for 64. */
const PACE_MS = 500;
const TARGETS = { ratio: 0.7, p99Ms: 25 };
/** Processes keeping a core busy each during the second paced run: the budget's stated load average. */
const BACKGROUND_LOAD = 2;

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', WALLET_API_SECRETS: `${OPERATOR}:${SECRET}` });
const serverUrl = config.databaseUrl;

const ms = (value: number) => `${value.toFixed(1)} ms`;

type ApiRuns = { closed: RoundsResult; paced: RoundsResult; busy: RoundsResult };

function describeRounds(result: RoundsResult): string {
  const statuses = Object.entries(result.statuses).map(([status, n]) => `${status} ${n}`);
  return (
    `${result.roundsPerSecond.toFixed(0)} rounds per second; round p50 ${ms(result.roundP50Ms)}, p99 ${ms(result.roundP99Ms)}; ` +
    `call p50 ${ms(result.callP50Ms)}, p99 ${ms(result.callP99Ms)} (${statuses.join(', ')})`
  );
}

async function benchWalletApi(database: Database, url: string | undefined): Promise<ApiRuns> {
  const { db } = database;
  const app = await buildApp({ config, database });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const players = await fundedWalletPlayers(db, PLAYERS, OPERATOR, GAME);
    const options = {
      baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      operatorId: OPERATOR,
      secret: SECRET,
      players,
      seconds: RUN_SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
    };
    const sampler = url ? await sampleLockWaits(url) : undefined;
    const closed = await runWalletRounds(options);
    const waits = await sampler?.stop();
    console.log(
      `wallet API bet+win, closed loop (${database.kind}, ${PLAYERS} players over HTTP, ${RUN_SECONDS} s): ${describeRounds(closed)}`,
    );
    if (waits) console.log(`  lock waits: ${describeLockWaits(waits)}`);
    const paced = await runWalletRounds({ ...options, paceMs: PACE_MS });
    const offered = (PLAYERS * 1000) / PACE_MS;
    console.log(
      `wallet API bet+win at an offered ${offered.toFixed(0)} rounds/s (${PLAYERS} players, a round every ${PACE_MS} ms each, ${RUN_SECONDS} s): ` +
        describeRounds(paced),
    );
    // The same offered load beside other work: the budget holds on a busy machine, not only on a quiet one.
    const load = startBackgroundLoad(BACKGROUND_LOAD);
    const busy = await runWalletRounds({ ...options, paceMs: PACE_MS }).finally(() => load.stop());
    console.log(`  the same beside ${BACKGROUND_LOAD} busy processes (load average about ${BACKGROUND_LOAD}): ${describeRounds(busy)}`);
    const check = await checkLedger(db);
    console.log(`ledger check after the API runs: ${check.isSound ? 'sound' : 'MISMATCH'}`);
    const isAllOk = [closed, paced, busy].every((r) => Object.keys(r.statuses).every((s) => s === 'OK'));
    if (!check.isSound || !isAllOk) process.exitCode = 1;
    return { closed, paced, busy };
  } finally {
    await app.close();
  }
}

const scratch = serverUrl ? await scratchDatabase(serverUrl, 'casino_bench_wallet_api') : undefined;
const database = await openDatabase({
  databaseUrl: scratch?.url,
  dataDir: 'memory://',
  poolMax: config.databasePoolMax,
  houseShards: config.ledgerHouseShards,
});
try {
  await database.migrate();
  const api = await benchWalletApi(database, scratch?.url);
  if (!scratch) {
    console.log('pgbench: skipped, no DATABASE_URL (the API ran on embedded PGlite; set DATABASE_URL to compare on a server)');
  } else {
    const refs = { players: await createBenchPlayers(database.db), clients: config.databasePoolMax, seconds: RUN_SECONDS };
    const sampler = await sampleLockWaits(scratch.url);
    const raw = await runPgbench(scratch.url, 'bet-round.sql', refs);
    const waits = await sampler.stop();
    if (raw) {
      console.log(
        `raw SQL bet-round.sql by pgbench (${refs.clients} clients as the API's pool, pipelined, the same players and shards, ${RUN_SECONDS} s): ${raw.perSecond.toFixed(0)} rounds per second; ` +
          `round p50 ${ms(raw.p50Ms)}, p99 ${ms(raw.p99Ms)}`,
      );
      console.log(`  lock waits: ${describeLockWaits(waits)}`);
      const ratio = api.closed.roundsPerSecond / raw.perSecond;
      const p99 = Math.max(api.paced.roundP99Ms, api.busy.roundP99Ms);
      console.log(
        `ratio wallet API / raw SQL bet round: ${ratio.toFixed(2)} (target ≥ ${TARGETS.ratio}: ${ratio >= TARGETS.ratio ? 'met' : 'MISSED'}); ` +
          `p99 at the offered load, quiet or busy, ${ms(p99)} (target < ${TARGETS.p99Ms} ms: ${p99 < TARGETS.p99Ms ? 'met' : 'MISSED'}). Closed loop, ` +
          `${PLAYERS} players with p99 < ${TARGETS.p99Ms} ms would need over ${((PLAYERS * 1000) / TARGETS.p99Ms).toFixed(0)} rounds/s (Little's law).`,
      );
    }
  }
} finally {
  await database.close();
  await scratch?.drop();
}
