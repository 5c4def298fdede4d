import { connect, type Socket } from 'node:net';
import type { Browser } from './browser';
import type { Journal } from './journal';
import { PROFILE } from './player';
import type { StackAccess, HarnessStack } from './stack-access';
import type { Stats } from './stats';

// The faults, each injected once at its offset in the run, one after the other (a fault waits for the one before to be
// over, so each recovery time and each failed request is its own), and how long the site took to serve again: a
// probe player's funds (web server, API, primary) and the home page, until they are answered right and promptly, five
// times in a row and for three seconds.

export const FAULTS = [
  'stalled connections',
  'API process killed',
  'database connections terminated',
  'Redis restarted',
  'primary restarted',
] as const;
export type Fault = (typeof FAULTS)[number];

/**
 * `recoveryMs`: from the injection until the site served again; `settledMs`: until the fault itself was over too (a
 * killed process serving again, the stalled connections closed); `failed`: requests of the players that failed meanwhile.
 */
export type FaultResult = {
  fault: Fault;
  atMs: number;
  injectMs: number;
  recoveryMs: number | null;
  settledMs: number;
  failed: number;
  detail: string;
};

const PROBE_EVERY_MS = 200;
const SERVING_IN_A_ROW = 5;
const SERVING_FOR_MS = 3_000;
/** How many stalled connections are held open against the site's balancer. */
const STALLED = 16;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A probe answered later than this did not find the site serving: a player would have waited as long. */
const PROMPT_MS = 2_000;

/** Whether the site serves: the home page and a signed-in player's funds, both answered 200, promptly. */
async function isServing(probe: Browser): Promise<boolean> {
  const at = Date.now();
  try {
    const [page, funds] = await Promise.all([probe.get('/'), probe.get(`${PROFILE}/profile/currency`)]);
    return page.status === 200 && funds.status === 200 && Date.now() - at <= PROMPT_MS;
  } catch {
    return false;
  }
}

/**
 * Milliseconds from `since` to the first answer of a run of prompt right answers, at least five and lasting
 * `SERVING_FOR_MS` (the balancer acting late on a fault, taking a process out after its checks failed, breaks the run),
 * or null if there was none within `withinMs`.
 */
async function recoveryAfter(probe: Browser, since: number, withinMs: number): Promise<number | null> {
  let firstOfRow = 0;
  let inRow = 0;
  while (Date.now() - since < withinMs) {
    if (await isServing(probe)) {
      if (inRow++ === 0) firstOfRow = Date.now();
      if (inRow >= SERVING_IN_A_ROW && Date.now() - firstOfRow >= SERVING_FOR_MS) return firstOfRow - since;
    } else inRow = 0;
    await pause(PROBE_EVERY_MS);
  }
  return null;
}

/**
 * Connections that send part of a request's head and then nothing, as a slow or hostile client does: the balancer must
 * go on serving everyone else, and close them itself (HAProxy's `timeout http-request`). `opened` resolves once every
 * connection has sent its part; `closed` once all are closed, with how long they were held and what the balancer said.
 */
function stallConnections(port: number, closeWithinMs: number): { opened: Promise<void>; closed: Promise<string> } {
  const started = Date.now();
  const sockets: Socket[] = [];
  const answers = new Set<string>();
  let sent = 0;
  let left = STALLED;
  let opened!: () => void;
  const isOpened = new Promise<void>((resolve) => (opened = resolve));
  const closed = new Promise<string>((resolve) => {
    const guard = setTimeout(() => sockets.forEach((s) => s.destroy()), closeWithinMs);
    const done = () => {
      if (++sent === STALLED) opened();
    };
    for (let i = 0; i < STALLED; i += 1) {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: stalled\r\n', done));
      sockets.push(socket);
      socket.on('data', (data) => answers.add(String(data).split('\r\n')[0]!));
      socket.on('error', () => undefined);
      socket.once('close', () => {
        if (socket.connecting) done();
        if (--left > 0) return;
        clearTimeout(guard);
        const heldMs = Date.now() - started;
        const told = [...answers].join(', ') || 'nothing';
        resolve(
          heldMs >= closeWithinMs
            ? `not closed by the balancer within ${closeWithinMs / 1000} s`
            : `closed by the balancer after ${(heldMs / 1000).toFixed(1)} s (${told})`,
        );
      });
    }
  });
  return { opened: isOpened, closed };
}

async function until(check: () => Promise<boolean>, withinMs: number): Promise<boolean> {
  const end = Date.now() + withinMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await pause(PROBE_EVERY_MS);
  }
  return false;
}

/**
 * Injects `fault`; answers what was done, and what to wait for before the run ends (a process restarted, sockets
 * closed). `replaced(name)`: the stack's process `name` is a new one now, on purpose.
 */
async function inject(
  fault: Fault,
  stack: HarnessStack,
  access: StackAccess,
  boundMs: number,
  replaced: (name: string) => void,
): Promise<{ detail: string; after?: Promise<string> }> {
  switch (fault) {
    case 'stalled connections': {
      const stall = stallConnections(stack.ports.site, 2 * boundMs);
      await stall.opened;
      return { detail: `${STALLED} connections each holding half a request head`, after: stall.closed };
    }
    case 'API process killed': {
      const killed = stack.childOf('api-1');
      if (!killed?.pid) throw new Error('api-1 is not running');
      process.kill(killed.pid, 'SIGKILL');
      const back = async () => {
        const since = Date.now();
        const isBack = await until(async () => {
          const child = stack.childOf('api-1');
          if (!child || child === killed) return false;
          return fetch(`http://127.0.0.1:${stack.ports.apis[0]}/health`).then(
            (r) => r.ok,
            () => false,
          );
        }, 2 * boundMs);
        if (!isBack) return 'api-1 was not started again';
        replaced('api-1');
        return `api-1 started again by the stack, serving after ${((Date.now() - since) / 1000).toFixed(1)} s`;
      };
      return { detail: `SIGKILL to api-1 (pid ${killed.pid})`, after: back() };
    }
    case 'database connections terminated': {
      // The targets are chosen first: in one WHERE, PostgreSQL may call pg_terminate_backend before the other tests.
      const [row] = await access.query<{ terminated: number }>(
        `WITH targets AS MATERIALIZED (
           SELECT pid FROM pg_stat_activity WHERE datname = 'casino' AND usename = 'casino' AND pid <> pg_backend_pid()
         )
         SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS terminated FROM targets`,
      );
      return { detail: `pg_terminate_backend of the API processes' ${row?.terminated ?? 0} connections on the primary` };
    }
    case 'Redis restarted': {
      if (!stack.childOf('redis')) throw new Error('the stack runs with an outside Redis: the harness restarts only its own');
      await stack.restart('redis');
      replaced('redis');
      return { detail: 'redis-server stopped and started again (it keeps nothing: the counters start afresh)' };
    }
    case 'primary restarted': {
      await stack.restart('postgres-primary');
      replaced('postgres-primary');
      return { detail: 'the primary shut down fast (SIGINT) and started again; the replica reconnects by itself' };
    }
  }
}

export type FaultPlan = { fault: Fault; atMs: number }[];

/** `faults` spread over `durationMs`: the first at a tenth of it, the last at nine tenths. */
export function planFaults(faults: readonly Fault[], durationMs: number): FaultPlan {
  const step = faults.length > 1 ? (0.8 * durationMs) / (faults.length - 1) : 0;
  return faults.map((fault, i) => ({ fault, atMs: Math.round(0.1 * durationMs + i * step) }));
}

/** Runs `plan` from `start`; every recovery must come within `boundMs`. Resolves once everything injected has settled. */
export async function runFaults({
  plan,
  start,
  stack,
  access,
  probe,
  stats,
  journal,
  boundMs,
  replaced,
  say,
}: {
  plan: FaultPlan;
  start: number;
  stack: HarnessStack;
  access: StackAccess;
  probe: Browser;
  stats: Stats;
  journal: Journal;
  boundMs: number;
  replaced: (name: string) => void;
  say: (line: string) => void;
}): Promise<FaultResult[]> {
  const results: FaultResult[] = [];
  for (const { fault, atMs } of plan) {
    await pause(Math.max(0, start + atMs - Date.now()));
    const t0 = Date.now();
    say(`fault at ${((t0 - start) / 1000).toFixed(1)} s: ${fault}`);
    let injected: Awaited<ReturnType<typeof inject>>;
    try {
      injected = await inject(fault, stack, access, boundMs, replaced);
    } catch (err) {
      journal.fail('a fault could not be injected', `${fault}: ${(err as Error).message}`);
      continue;
    }
    const injectMs = Date.now() - t0;
    const recoveryMs = await recoveryAfter(probe, t0, 2 * boundMs);
    const result: FaultResult = { fault, atMs: t0 - start, injectMs, recoveryMs, settledMs: 0, failed: 0, detail: injected.detail };
    results.push(result);
    if (recoveryMs === null || recoveryMs > boundMs) {
      const took = recoveryMs === null ? `not within ${(2 * boundMs) / 1000} s` : `${(recoveryMs / 1000).toFixed(1)} s`;
      journal.fail('the site did not serve again in time', `${fault}: ${took}, bound ${boundMs / 1000} s`);
    }
    const served = recoveryMs === null ? Date.now() : t0 + recoveryMs;
    // The fault's window, for the latencies and failures under faults: until the site served and the fault was over.
    // The next fault waits for it, so no request's time or failure is counted under two faults.
    if (injected.after) result.detail += `; ${await injected.after}`;
    const end = Math.max(served, Date.now());
    result.settledMs = end - t0;
    stats.window({ fault, start: t0, end });
    result.failed = stats.failedBetween(t0, end);
  }
  for (const result of results) {
    if (/not (closed|started)/.test(result.detail)) journal.fail('a fault did not settle', `${result.fault}: ${result.detail}`);
  }
  return results;
}
