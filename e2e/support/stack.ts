import { execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureApiBuild } from '../../scripts/lib/api-build.mjs';
import { spawnApi, spawnSandboxAggregator, spawnWeb, waitForUrl } from '../../scripts/lib/processes.mjs';
import { queryDatabase } from './database';
import { startMailbox, type Mailbox } from './mailbox';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The game art every stack of a run serves, drawn by the first API to start (about 6 s of CPU for the 70
 * titles) and shared by the rest; the browser tests' global setup empties it, so each run draws the current art.
 */
export const STACK_THUMBNAILS_DIR = path.join(tmpdir(), 'casino-e2e-thumbnails');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

/** Whether nothing listens on `port` now. */
function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

// A stack's servers bind their ports seconds after the ports are chosen (the API migrates its database
// first). A port the kernel hands out for listen(0) comes back to the next caller often, so two
// workers starting stacks at once could be given the same one, and one worker's pages would talk to the
// other's API until it stopped. Each running worker takes its ports from its own block instead, below the
// kernel's range for outgoing connections (32768-60999 on Linux), so no connection takes them either.
const STACK_PORTS_FROM = 20_000;
const STACK_PORTS_PER_WORKER = 1_000;
let stackPortsTaken = 0;

export async function stackPort(): Promise<number> {
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const first = STACK_PORTS_FROM + (worker % 12) * STACK_PORTS_PER_WORKER;
  for (let tries = 0; tries < STACK_PORTS_PER_WORKER; tries++) {
    const port = first + (stackPortsTaken++ % STACK_PORTS_PER_WORKER);
    if (await isPortFree(port)) return port;
  }
  throw new Error(`no free port in ${first}-${first + STACK_PORTS_PER_WORKER - 1}`);
}

/** Every port `npm run stack`'s layout listens on (scripts/lib/stack-settings.mjs), each free, two processes of each kind. */
export async function layoutPorts() {
  const two = async () => [await stackPort(), await stackPort()];
  return {
    site: await stackPort(),
    apiBalancer: await stackPort(),
    console: await stackPort(),
    stats: await stackPort(),
    webs: await two(),
    apis: await two(),
    staffs: await two(),
    primary: await stackPort(),
    replica: await stackPort(),
    redis: await stackPort(),
    aggregator: await stackPort(),
  };
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own: a fresh PostgreSQL database when TEST_DATABASE_URL is set, PGlite in a temp dir otherwise.
 * Either way the stack's data folder (DATA_DIR) is a temp dir of its own: the uploaded documents and the operator
 * channel's token of one stack's API are never another's.
 */
async function createDatabase(tag: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-'));
  const removeDir = async () => rmSync(dir, { recursive: true, force: true });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `casino_e2e_${tag.replace(/\W/g, '_')}_${process.pid}`.toLowerCase();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString(), DATA_DIR: dir },
      drop: async () => {
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await removeDir();
      },
    };
  }
  return { env: { DATA_DIR: dir }, drop: removeDir };
}

/** `npm <args>` from the repository root; answers what it printed, rejects with its output when it fails. */
function runCommand(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('npm', args, { cwd: ROOT, env: { ...process.env, ...env } }, (err, stdout, stderr) =>
      err ? reject(new Error(`npm ${args.join(' ')} failed: ${stdout}${stderr}`)) : resolve(stdout),
    );
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export type Stack = {
  webUrl: string;
  apiUrl: string;
  /** The API's staff listener: the staff interface and the operator's console. */
  staffUrl: string;
  mailbox: Mailbox;
  logFile: string;
  /**
   * Credits (or debits) a player through the operator's command, `npm run wallet:adjust`, as support
   * funds a test player, while the API runs.
   */
  adjustWallet(adjustment: { email: string; currency: string; amount: string; reason: string }): Promise<void>;
  /** `npm run <script> -- <args>` of the API, as the operator runs it while the API serves; answers what it printed. */
  runOperatorCommand(script: string, args: string[]): Promise<string>;
  /** A read-only query on the API's database, to check what it stored. */
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
};

/** What a stack changes in the shipped promotions file: its `wagering` terms, such as `{ spendOrder: 'bonus-first' }`. */
export type PromotionsChange = { wagering?: Record<string, unknown> };

/** The shipped promotions file without its sign-up offer (`noDeposit`) and with `change`, written to `file`; answers the path. */
export function writePromotionsWithoutNoDeposit(file: string, change: PromotionsChange = {}): string {
  const { noDeposit: _offer, ...rest } = JSON.parse(readFileSync(path.join(ROOT, 'apps/api/data/promotions.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  writeFileSync(file, JSON.stringify({ ...rest, wagering: { ...(rest.wagering as object), ...change.wagering } }));
  return file;
}

/**
 * How a stack is reached: `siteHost` names the site in the browser (and in PUBLIC_URL); its servers listen on 127.0.0.1.
 * `withAggregator`: the sandbox game aggregator runs beside it, configured as the operator `sandbox-aggregator`, and
 * its games are in the catalogue.
 */
export type StackOptions = { siteHost?: '127.0.0.1' | 'localhost'; withAggregator?: boolean };

/** The sandbox aggregator's games, as the operator imports them. */
export const SANDBOX_AGGREGATOR_FEED = path.join(ROOT, 'apps/api/data/sandbox-aggregator-games.json');

/** The sandbox aggregator's part of a stack's settings: its port, its secret, and what the API and the web server are told. */
async function aggregatorSettings(siteHost: string) {
  const port = await stackPort();
  const secret = randomBytes(32).toString('hex');
  const origin = `http://${siteHost}:${port}`;
  return {
    port,
    secret,
    origin,
    api: { WALLET_API_SECRETS: `sandbox-aggregator:${secret}`, GAME_AGGREGATORS: `sandbox-aggregator=http://127.0.0.1:${port}` },
    web: { AGGREGATOR_ORIGINS: origin },
  };
}

/**
 * API + web + SMTP on free ports with their own database, started by the tests themselves.
 * `extraEnv` goes to the API, `webEnv` to the web server; `promotions` changes the API's promotions file.
 */
export async function startStack(
  tag: string,
  extraEnv: Record<string, string> = {},
  webEnv: Record<string, string> = {},
  promotions: PromotionsChange = {},
  { siteHost = '127.0.0.1', withAggregator = false }: StackOptions = {},
): Promise<Stack> {
  ensureApiBuild(); // done by the browser tests' global setup already; benchmarks start stacks too
  const [apiPort, webPort, staffPort] = [await stackPort(), await stackPort(), await stackPort()];
  const aggregator = withAggregator ? await aggregatorSettings(siteHost) : null;
  const mailbox = await startMailbox();
  const database = await createDatabase(tag);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const webUrl = `http://${siteHost}:${webPort}`;
  const staffUrl = `http://127.0.0.1:${staffPort}`;
  const logFile = path.join(tmpdir(), `casino-e2e-${tag}-${process.pid}.log`);
  const promotionsFile = writePromotionsWithoutNoDeposit(
    path.join(tmpdir(), `casino-e2e-${tag}-${process.pid}-promotions.json`),
    promotions,
  );
  const log = createWriteStream(logFile);
  const apiEnv = {
    ...database.env,
    NODE_ENV: 'test',
    API_PORT: String(apiPort),
    PUBLIC_URL: webUrl,
    STAFF_PORT: String(staffPort),
    STAFF_URL: staffUrl,
    SMTP_URL: mailbox.url,
    THUMBNAILS_DIR: STACK_THUMBNAILS_DIR,
    CAPTCHA_MAX_NUMBER: '2000',
    LOG_LEVEL: 'warn',
    // Without the sign-up offer of free spins: its popup would cover the pages the specs sign up to use. A spec
    // of the offer passes PROMOTIONS_FILE=apps/api/data/promotions.json.
    PROMOTIONS_FILE: promotionsFile,
    ...aggregator?.api,
    ...extraEnv,
  };
  const startApi = () => {
    const child = spawnApi(apiEnv, { built: true, stdio: 'pipe' });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    return child;
  };
  const api = startApi();
  let web: ChildProcess | undefined;
  let aggregatorProcess: ChildProcess | undefined;
  const stopAll = async () => {
    await Promise.all([web && stop(web), aggregatorProcess && stop(aggregatorProcess), stop(api)]);
    await mailbox.close();
    await database.drop();
    rmSync(promotionsFile, { force: true });
  };
  try {
    await waitForUrl(`${apiUrl}/health`, { child: api });
    if (aggregator) {
      aggregatorProcess = spawnSandboxAggregator(
        {
          SANDBOX_AGGREGATOR_PORT: String(aggregator.port),
          SANDBOX_AGGREGATOR_PUBLIC_URL: aggregator.origin,
          SANDBOX_AGGREGATOR_SECRET: aggregator.secret,
          WALLET_API_URL: apiUrl,
        },
        { built: true, stdio: 'pipe' },
      );
      aggregatorProcess.stdout?.pipe(log, { end: false });
      aggregatorProcess.stderr?.pipe(log, { end: false });
      await waitForUrl(`http://127.0.0.1:${aggregator.port}/health`, { child: aggregatorProcess });
      // Its games before the web server's first read of the catalogue, which it then keeps for half a minute.
      await runCommand(['run', '--silent', 'catalogue:import', '-w', 'apps/api', '--', SANDBOX_AGGREGATOR_FEED], apiEnv);
    }
    // ENABLE_TEST_ROUTES: /test-crash exists, for the 500 page test.
    web = spawnWeb(
      { API_URL: apiUrl, WEB_HOST: '127.0.0.1', PUBLIC_URL: webUrl, ENABLE_TEST_ROUTES: '1', ...aggregator?.web, ...webEnv },
      { port: webPort, stdio: 'pipe' },
    );
    web.stdout?.pipe(log);
    web.stderr?.pipe(log);
    await waitForUrl(`http://127.0.0.1:${webPort}/`, { child: web });
  } catch (err) {
    // A stack that did not come up must not leave its processes behind.
    await stopAll();
    throw new Error(`${(err as Error).message} (log: ${logFile})`, { cause: err });
  }
  // The command asks the running API through its operator channel (STAFF_PORT and the token in DATA_DIR), on the
  // embedded database as on PostgreSQL: the API keeps serving meanwhile.
  const runOperatorCommand = (script: string, args: string[]) =>
    runCommand(['run', '--silent', script, '-w', 'apps/api', '--', ...args], apiEnv);
  return {
    webUrl,
    apiUrl,
    staffUrl,
    mailbox,
    logFile,
    runOperatorCommand,
    async adjustWallet({ email, currency, amount, reason }) {
      await runOperatorCommand('wallet:adjust', ['--email', email, '--currency', currency, '--amount', amount, '--reason', reason]);
    },
    query: (sql, params) => queryDatabase({ ...database.env, ...extraEnv }, sql, params),
    stop: stopAll,
  };
}
