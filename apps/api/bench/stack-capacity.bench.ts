// Capacity per core through the load balancer: `npm run stack`'s layout (HAProxy, a PostgreSQL primary with its
// replica, Redis, one web process) with one API process, then with two, each driven by the same closed loop of
// wallet-API bet+win rounds through the internal API balancer. Printed side by side: rounds per second, the CPU each
// kind of process spent per round, and the lock waits; then the cores a given rate of bets needs, from those figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findHaproxy } from '../../../scripts/lib/stack-haproxy.mjs';
import { findPostgresBin } from '../../../scripts/lib/stack-postgres.mjs';
import { loadSecrets, sandboxAggregatorSecret } from '../../../scripts/lib/stack-settings.mjs';
import { startStack } from '../../../scripts/lib/stack-start.mjs';
import { ensureApiBuild } from '../../../scripts/lib/api-build.mjs';
import { ensureWebBuild } from '../../../scripts/lib/web-build.mjs';
import { openDatabase } from '../src/db/client';
import { describeLockWaits, sampleLockWaits, type LockWaits } from './lib/ledger-reference';
import { cpuByKind, cpuSince, type ProcessKind } from './lib/process-cpu';
import { fundedWalletPlayers } from './lib/wallet-players';
import { runWalletRounds, type RoundsResult } from './lib/wallet-rounds';

const PLAYERS = 64;
const RUN_SECONDS = 10;
const WARM_UP_SECONDS = 2;
const OPERATOR = 'sandbox-aggregator';
const GAME = 'bench:slot';
/** A round is a bet and a win: two wallet calls. */
const BETS_PER_SECOND = [100, 1_000];

type Run = {
  apis: number;
  result: RoundsResult;
  cpuMsPerRound: Record<ProcessKind, number>;
  clientMsPerRound: number;
  waits: LockWaits;
  /** CPU ms per second each kind spends with no player at all: the processes' own timers. */
  idleMsPerSecond: Record<ProcessKind, number>;
};
const IDLE_SECONDS = 5;

/** Ports of their own, away from `npm run stack`'s defaults, so a running stack is left alone. */
function portsFor(apis: number) {
  const base = 18_000;
  return {
    site: base,
    apiBalancer: base + 1,
    console: base + 2,
    stats: base + 3,
    webs: [base + 10],
    apis: Array.from({ length: apis }, (_, i) => base + 20 + i),
    staffs: Array.from({ length: apis }, (_, i) => base + 30 + i),
    primary: base + 40,
    replica: base + 41,
    redis: base + 42,
    aggregator: base + 43,
  };
}

async function measure(stateDir: string, apis: number): Promise<Run> {
  const ports = portsFor(apis);
  const stack = await startStack({ stateDir, ports, apiEnv: { LOG_LEVEL: 'warn' }, say: () => undefined });
  const database = await openDatabase({ databaseUrl: stack.databaseUrl, dataDir: 'memory://', poolMax: 4 });
  try {
    const secret = sandboxAggregatorSecret(loadSecrets(stateDir));
    if (!secret) throw new Error('the stack runs no sandbox aggregator to sign as');
    const players = await fundedWalletPlayers(database.db, PLAYERS, OPERATOR, GAME);
    const clustersDir = path.join(stateDir, 'postgres');
    const options = { baseUrl: stack.apiUrl, operatorId: OPERATOR, secret, players, seconds: RUN_SECONDS, warmUpSeconds: 0 };
    // A warm-up of its own, then the measured run: the CPU readings cover the measured run only.
    await runWalletRounds({ ...options, seconds: WARM_UP_SECONDS });
    const resting = cpuByKind(clustersDir);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idle = cpuSince(clustersDir, resting);
    const perSecond = (ms: number) => ms / IDLE_SECONDS;
    const sampler = await sampleLockWaits(stack.databaseUrl);
    const before = cpuByKind(clustersDir);
    const client = process.cpuUsage();
    const result = await runWalletRounds(options);
    const spent = cpuSince(clustersDir, before);
    const clientUsage = process.cpuUsage(client);
    const waits = await sampler.stop();
    const perRound = (ms: number) => ms / Math.max(result.rounds, 1);
    return {
      apis,
      result,
      cpuMsPerRound: { api: perRound(spent.api), postgres: perRound(spent.postgres), haproxy: perRound(spent.haproxy), web: 0 },
      clientMsPerRound: perRound((clientUsage.user + clientUsage.system) / 1000),
      waits,
      idleMsPerSecond: {
        api: perSecond(idle.api),
        postgres: perSecond(idle.postgres),
        haproxy: perSecond(idle.haproxy),
        web: perSecond(idle.web),
      },
    };
  } finally {
    await database.close();
    await stack.stop();
  }
}

function print(runs: Run[]) {
  const row = (label: string, cell: (r: Run) => string) =>
    console.log(`${label.padEnd(34)}${runs.map((r) => cell(r).padStart(18)).join('')}`);
  row('', (r) => `${r.apis} API process${r.apis > 1 ? 'es' : ''}`);
  row('rounds per second', (r) => r.result.roundsPerSecond.toFixed(0));
  row('round p50 / p99 (ms)', (r) => `${r.result.roundP50Ms.toFixed(1)} / ${r.result.roundP99Ms.toFixed(1)}`);
  row('CPU per round, API (ms)', (r) => r.cpuMsPerRound.api.toFixed(2));
  row('CPU per round, PostgreSQL (ms)', (r) => r.cpuMsPerRound.postgres.toFixed(2));
  row('CPU per round, HAProxy (ms)', (r) => r.cpuMsPerRound.haproxy.toFixed(2));
  row('CPU per round, load client (ms)', (r) => r.clientMsPerRound.toFixed(2));
  row('at rest, API / PostgreSQL (ms/s)', (r) => `${r.idleMsPerSecond.api.toFixed(0)} / ${r.idleMsPerSecond.postgres.toFixed(0)}`);
  row('statements waiting on a lock', (r) => `${((100 * r.waits.waiting) / Math.max(r.waits.active, 1)).toFixed(0)} %`);
  for (const r of runs)
    console.log(`  ${r.apis} API: lock waits ${describeLockWaits(r.waits)}; statuses ${JSON.stringify(r.result.statuses)}`);
  // Cores of each kind for a rate of bets: a round is one bet (and its win), its CPU per kind as measured with two processes.
  const sized = runs.at(-1)!;
  for (const bets of BETS_PER_SECOND) {
    const cores = (ms: number) => ((bets * ms) / 1000).toFixed(2);
    console.log(
      `${bets} bets/s need about ${cores(sized.cpuMsPerRound.api)} API cores, ${cores(sized.cpuMsPerRound.postgres)} PostgreSQL cores and ` +
        `${cores(sized.cpuMsPerRound.haproxy)} HAProxy cores of this machine's kind, busy (plan for headroom above that).`,
    );
  }
  const [one, two] = runs;
  if (one && two) {
    const isSlower = two.result.roundsPerSecond < one.result.roundsPerSecond * 0.95;
    console.log(
      `two API processes against one: ${(two.result.roundsPerSecond / one.result.roundsPerSecond).toFixed(2)}× (${isSlower ? 'SLOWER' : 'not slower'})`,
    );
    if (isSlower) process.exitCode = 1;
  }
}

/** Why the stack cannot start here, or null. */
function missingBinaries(): string | null {
  try {
    findHaproxy();
    findPostgresBin();
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

const missing = missingBinaries();
if (missing) {
  console.log(`stack capacity: skipped (${missing})`);
} else {
  ensureApiBuild();
  ensureWebBuild();
  const stateDir = mkdtempSync(path.join(tmpdir(), 'casino-bench-stack-'));
  try {
    // The same clusters for both runs: the second reuses the first's, as `npm run stack` does.
    const runs = [await measure(stateDir, 1), await measure(stateDir, 2)];
    console.log(`stack capacity, wallet-API bet+win rounds through HAProxy (${PLAYERS} players, closed loop, ${RUN_SECONDS} s each):`);
    print(runs);
  } finally {
    rmSync(stateDir, { recursive: true, force: true });
  }
}
