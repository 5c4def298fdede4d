// Ledger transfers and bet rounds per second on the configured database, beside the same work done by
// hand in raw SQL (bench/pgbench/transfer.sql and bet-round.sql) by pgbench on the same scratch database
// with as many clients, and the row-lock waits seen meanwhile. DATABASE_URL → PostgreSQL: a scratch
// database is created (and dropped) on that server. Without it the ledger runs on in-memory PGlite and
// pgbench has no server to measure.
import { loadConfig } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { checkLedger, credit, debit, transfer, transferAll } from '../src/modules/wallet/ledger';
import type { TransferInput } from '../src/modules/wallet/ledger-types';
import { insertPlayers } from '../test/wallet';
import { createBenchPlayers, describeLockWaits, runPgbench, sampleLockWaits, type Throughput } from './lib/ledger-reference';
import { scratchDatabase } from './lib/pgbench';

const IN_FLIGHT = 8;
const RUN_SECONDS = 6;
const WARM_UP_SECONDS = 2;
const PLAYERS = 200;
const TARGETS = { transfer: 0.85, betRound: 0.8 };

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const serverUrl = config.databaseUrl;

/** `one` back to back on IN_FLIGHT clients for `seconds`; per second and latency percentiles. */
async function closedLoop(one: () => Promise<unknown>, seconds = RUN_SECONDS): Promise<Throughput> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await one();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0;
  const perSecond = latencies.length / ((performance.now() - started) / 1000);
  return { perSecond, p50Ms: at(50), p99Ms: at(99), clientCpuUs: (cpu.user + cpu.system) / latencies.length };
}

const figures = (t: Throughput) =>
  `${t.perSecond.toFixed(0)} per second (p50 ${t.p50Ms.toFixed(1)} ms, p99 ${t.p99Ms.toFixed(1)} ms)` +
  (t.clientCpuUs === undefined ? '' : `; client CPU ${t.clientCpuUs.toFixed(0)} µs each`);

async function seed(db: Db): Promise<string[]> {
  const players = await insertPlayers(db, PLAYERS);
  // Enough starting money that random bets never overdraw: every transfer below moves money. A first
  // bet creates each player's house shard (and the raw SQL's table needs it).
  for (const [i, userId] of players.entries()) {
    const movement = { source: 'bench', currency: 'EUR', userId } as const;
    await credit(db, { ...movement, idempotencyKey: `seed:${i}`, kind: 'deposit', amount: 10n ** 12n, from: { kind: 'gateway_clearing' } });
    await debit(db, { ...movement, idempotencyKey: `seed-bet:${i}`, kind: 'bet', amount: 1n, to: { kind: 'house' } });
  }
  return players;
}

async function measure(label: string, url: string | undefined, work: () => Promise<Throughput | undefined>) {
  const sampler = url ? await sampleLockWaits(url) : undefined;
  const result = await work();
  const waits = await sampler?.stop();
  if (result) console.log(`${label}: ${figures(result)}`);
  if (result && waits) console.log(`  lock waits: ${describeLockWaits(waits)}`);
  return result;
}

type Work = [label: string, run: () => Promise<Throughput | undefined>];
type Comparison = { ledger: number; raw?: number; pairRatios: number[] };

const PAIRS = 5;
const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

/**
 * The ledger's figure and the raw SQL's in PAIRS pairs of neighbouring runs, ledger-raw, raw-ledger and so on, so
 * that whatever drifts during the run (autovacuum, a checkpoint, other work on the machine) weighs on both sides alike.
 * Each pair gives a ratio, and the median of those is the one compared with the target: on a shared machine single
 * runs of either side vary by a tenth, and one disturbed pair must not decide. Without a reference the ledger's runs only.
 */
async function compare(ledger: Work, raw: Work | undefined, url: string | undefined): Promise<Comparison> {
  const ledgerRates: number[] = [];
  const rawRates: number[] = [];
  const pairRatios: number[] = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    const rates = new Map<Work, number>();
    for (const work of pair % 2 === 0 ? [ledger, raw] : [raw, ledger]) {
      const result = work && (await measure(work[0], url, work[1]));
      if (work && result) rates.set(work, result.perSecond);
    }
    const ledgerRate = rates.get(ledger)!;
    const rawRate = raw && rates.get(raw);
    ledgerRates.push(ledgerRate);
    if (rawRate !== undefined) {
      rawRates.push(rawRate);
      pairRatios.push(ledgerRate / rawRate);
    }
  }
  return { ledger: mean(ledgerRates), raw: rawRates.length ? mean(rawRates) : undefined, pairRatios };
}

function ratio(name: string, { ledger, raw, pairRatios }: Comparison, target: number) {
  if (raw === undefined || !pairRatios.length) return;
  const value = median(pairRatios);
  console.log(
    `ratio ${name} ledger / raw SQL: ${ledger.toFixed(0)} / ${raw.toFixed(0)} on average; median of the ${pairRatios.length} pairs' ratios ` +
      `(${pairRatios.map((r) => r.toFixed(2)).join(', ')}) = ${value.toFixed(2)} (target ≥ ${target}: ${value >= target ? 'met' : 'MISSED'})`,
  );
}

async function bench(database: Database, url: string | undefined) {
  const { db } = database;
  const players = await seed(db);
  let seq = 0;
  const pick = () => players[Math.floor(Math.random() * players.length)]!;
  const oneTransfer = () => {
    const userId = pick();
    const amount = BigInt(1 + Math.floor(Math.random() * 1000));
    const isBet = Math.random() < 0.5;
    return transfer(db, {
      source: 'bench',
      idempotencyKey: `bench:${seq++}`,
      kind: isBet ? 'bet' : 'win',
      currency: 'EUR',
      amount,
      from: isBet ? { kind: 'player_real', userId } : { kind: 'house' },
      to: isBet ? { kind: 'house' } : { kind: 'player_real', userId },
    });
  };
  /** A bet round's two movements: the stake taken and the win paid, on one player's money. */
  const roundOf = (): [TransferInput, TransferInput] => {
    const userId = pick();
    const round = `round:${seq++}`;
    const movement = { source: 'bench', currency: 'EUR' } as const;
    return [
      {
        ...movement,
        idempotencyKey: `${round}:bet`,
        kind: 'bet',
        amount: BigInt(1 + Math.floor(Math.random() * 1000)),
        from: { kind: 'player_real', userId },
        to: { kind: 'house' },
      },
      {
        ...movement,
        idempotencyKey: `${round}:win`,
        kind: 'win',
        amount: BigInt(1 + Math.floor(Math.random() * 2000)),
        from: { kind: 'house' },
        to: { kind: 'player_real', userId },
      },
    ];
  };
  /** The round as the ledger runs it: both movements in one statement that commits them together. */
  const oneRound = () => transferAll(db, roundOf());
  /** The same round as two calls inside a caller's transaction (BEGIN, two calls, COMMIT), as bet-round.sql sends it. */
  const oneRoundInTransaction = () => {
    const [bet, win] = roundOf();
    return db.transaction(async (handle) => {
      const tx = handle as unknown as Db;
      await transfer(tx, bet);
      await transfer(tx, win);
    });
  };
  // Warm-up at full load, so the first measured run does not also pay for optimising the code, the connections'
  // plans and the account ids' cache.
  for (const one of [oneTransfer, oneRound, oneRoundInTransaction]) await closedLoop(one, WARM_UP_SECONDS);

  const clients = `${IN_FLIGHT} clients, ${PLAYERS} players, ${RUN_SECONDS} s`;
  const refs = url ? { players: await createBenchPlayers(db), clients: IN_FLIGHT, seconds: RUN_SECONDS } : undefined;
  const rawTransfer = refs && (() => runPgbench(url!, 'transfer.sql', refs));
  const rawRound = refs && (() => runPgbench(url!, 'bet-round.sql', refs));
  const transfers = await compare(
    [`ledger transfers (${database.kind}, ${clients})`, () => closedLoop(oneTransfer)],
    rawTransfer && [`raw SQL transfer.sql by pgbench (${clients})`, rawTransfer],
    url,
  );
  const rounds = await compare(
    [`ledger bet rounds, bet + win in one statement (${database.kind}, ${clients})`, () => closedLoop(oneRound)],
    rawRound && [`raw SQL bet-round.sql by pgbench (${clients})`, rawRound],
    url,
  );
  await measure(`ledger bet rounds, bet + win as two calls in a caller's transaction (${database.kind}, ${clients})`, url, () =>
    closedLoop(oneRoundInTransaction),
  );
  if (!url) console.log('pgbench: skipped, no DATABASE_URL (the ledger ran on embedded PGlite; set DATABASE_URL to compare on a server)');
  ratio('transfer/s', transfers, TARGETS.transfer);
  ratio('bet round/s', rounds, TARGETS.betRound);

  const check = await checkLedger(db);
  console.log(`ledger check after both sides: ${check.isSound ? 'sound' : 'MISMATCH'}`);
  if (!check.isSound) process.exitCode = 1;
}

const scratch = serverUrl ? await scratchDatabase(serverUrl, 'casino_bench_ledger') : undefined;
const database = await openDatabase({ databaseUrl: scratch?.url, dataDir: 'memory://' });
try {
  await database.migrate();
  await bench(database, scratch?.url);
} finally {
  await database.close();
  await scratch?.drop();
}
