import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createChildren, STAGES } from './stack-children.mjs';
import { findHaproxy, haproxyConfig, waitForBackends } from './stack-haproxy.mjs';
import {
  asServerUser,
  cloneReplica,
  findPostgresBin,
  initPrimary,
  isStreaming,
  prepareRoles,
  serverArgs,
  waitForPostgres,
} from './stack-postgres.mjs';
import { spawnRedis, waitForRedis } from './stack-redis.mjs';
import { aggregatorEnvOf, apiEnvOf, DEFAULT_PORTS, loadSecrets, stackUrls, webEnvOf, writeEnvFile } from './stack-settings.mjs';
import { spawnApi, spawnSandboxAggregator, spawnWeb, waitForUrl } from './processes.mjs';

// `npm run stack`'s layout on one machine (docs/deployment.md): a PostgreSQL primary and its streaming replica, Redis,
// N API and N web processes, and HAProxy in front. The builds must exist (the caller makes them).

const PIPED = /** @type {const} */ ({ stdio: ['ignore', 'pipe', 'pipe'], detached: true });

/** Polls `check` until it answers true. */
async function until(check, what, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} within ${timeoutMs / 1000}s`);
}

/**
 * Starts the layout; resolves once HAProxy sees every web and API process healthy. On a failure while starting it
 * stops what it started and rejects; `onFailure` hears of a process failing later (the stack is stopped by the caller).
 * `apiEnv` and `webEnv` are added to every API or web process's settings; `redisUrl` uses that Redis instead of one of
 * the stack's own. `signal` aborts the start.
 * @param {{
 *   stateDir: string, ports?: typeof DEFAULT_PORTS, publicUrl?: string, redisUrl?: string,
 *   apiEnv?: Record<string, string>, webEnv?: Record<string, string>,
 *   say?: (line: string) => void, onFailure?: (message: string) => void, signal?: AbortSignal,
 * }} options
 */
export async function startStack({
  stateDir,
  ports = DEFAULT_PORTS,
  publicUrl,
  redisUrl,
  apiEnv = {},
  webEnv = {},
  say = console.log,
  onFailure,
  signal,
}) {
  const pgBin = findPostgresBin();
  const haproxyBin = findHaproxy();
  mkdirSync(stateDir, { recursive: true });
  // The postgres user reaches its clusters' folders through this one.
  if (process.getuid?.() === 0) chmodSync(stateDir, 0o755);
  const secrets = loadSecrets(stateDir);
  const urls = stackUrls(ports, secrets, { publicUrl, redisUrl });
  const children = createChildren({ logDir: path.join(stateDir, 'logs'), say, onFailure: (message) => onFailure?.(message) });
  /** How each process is known to serve, by name: what a planned restart waits for. */
  const readiness = new Map();
  const abort = () => void children.stop();
  signal?.addEventListener('abort', abort, { once: true });
  const step = (line) => {
    if (signal?.aborted) throw new Error('Start aborted');
    say(line);
  };

  try {
    const pgDir = path.join(stateDir, 'postgres');
    const [primaryDir, replicaDir] = [path.join(pgDir, 'primary'), path.join(pgDir, 'replica')];
    const server = { bin: pgBin, port: ports.primary, password: secrets.POSTGRES_PASSWORD };
    const postgres = (name, stage, dir, port) => {
      readiness.set(name, (child) => waitForPostgres(pgBin, port, child));
      return children.start({ name, stage, stopSignal: 'SIGINT', stopTimeoutMs: 60_000 }, () =>
        spawn(...asServerUser(path.join(pgBin, 'postgres'), serverArgs(dir, port)), PIPED),
      );
    };

    step(
      (await initPrimary({ bin: pgBin, dataDir: primaryDir, superuserPassword: secrets.POSTGRES_PASSWORD }))
        ? `PostgreSQL primary: new cluster in ${primaryDir}`
        : `PostgreSQL primary: reusing ${primaryDir}`,
    );
    const primary = postgres('postgres-primary', STAGES.primary, primaryDir, ports.primary);
    if (!redisUrl) readiness.set('redis', (child) => waitForRedis(ports.redis, secrets.REDIS_PASSWORD, child));
    const redis = redisUrl
      ? null
      : children.start({ name: 'redis', stage: STAGES.redis }, () =>
          spawnRedis({ dir: path.join(stateDir, 'redis'), port: ports.redis, password: secrets.REDIS_PASSWORD }),
        );
    await Promise.all([waitForPostgres(pgBin, ports.primary, primary), redis && waitForRedis(ports.redis, secrets.REDIS_PASSWORD, redis)]);
    await prepareRoles(server, { appPassword: secrets.CASINO_DB_PASSWORD, replicationPassword: secrets.REPLICATION_PASSWORD });
    step(
      (await cloneReplica(server, { dataDir: replicaDir, replicationPassword: secrets.REPLICATION_PASSWORD }))
        ? `PostgreSQL replica: base backup of the primary in ${replicaDir}`
        : `PostgreSQL replica: reusing ${replicaDir}`,
    );
    const replica = postgres('postgres-replica', STAGES.replica, replicaDir, ports.replica);
    await waitForPostgres(pgBin, ports.replica, replica);
    await until(
      () => isStreaming({ ...server, port: ports.replica }).catch(() => false),
      'The replica was not streaming from the primary',
      30_000,
    );

    step(`API: ${ports.apis.length} processes (the first to start migrates the database)`);
    ports.apis.forEach((port, i) => {
      const env = { ...apiEnvOf(i, { stateDir, ports, secrets, urls }), ...apiEnv };
      writeEnvFile(path.join(stateDir, 'env', `api-${i + 1}.env`), env);
      readiness.set(`api-${i + 1}`, (child) => waitForUrl(`http://127.0.0.1:${port}/health`, { child }));
      children.start({ name: `api-${i + 1}`, stage: STAGES.api, restartable: true }, () =>
        spawnApi(env, { built: true, stdio: 'pipe', detached: true }),
      );
    });
    await Promise.all(
      ports.apis.map((port, i) => waitForUrl(`http://127.0.0.1:${port}/health`, { child: children.childOf(`api-${i + 1}`) })),
    );

    const aggregatorEnv = aggregatorEnvOf({ ports, secrets, urls });
    if (aggregatorEnv.SANDBOX_AGGREGATOR_SECRET) {
      step(`Sandbox game aggregator: ${aggregatorEnv.SANDBOX_AGGREGATOR_PUBLIC_URL}`);
      children.start({ name: 'sandbox-aggregator', stage: STAGES.web, restartable: true }, () =>
        spawnSandboxAggregator(aggregatorEnv, { built: true, stdio: 'pipe', detached: true }),
      );
    }

    step('HAProxy: the site, the internal API balancer and the console');
    const haproxyFile = path.join(stateDir, 'haproxy.cfg');
    writeFileSync(haproxyFile, haproxyConfig(ports, ports));
    const haproxy = children.start({ name: 'haproxy', stage: STAGES.balancer }, () => spawn(haproxyBin, ['-db', '-f', haproxyFile], PIPED));

    step(`Web: ${ports.webs.length} processes`);
    ports.webs.forEach((port, i) => {
      const env = { ...webEnvOf(i, { ports, secrets, urls }), ...webEnv };
      writeEnvFile(path.join(stateDir, 'env', `web-${i + 1}.env`), env);
      readiness.set(`web-${i + 1}`, (child) => waitForUrl(`http://127.0.0.1:${port}/`, { child }));
      children.start({ name: `web-${i + 1}`, stage: STAGES.web, restartable: true }, () =>
        spawnWeb(env, { port, stdio: 'pipe', detached: true }),
      );
    });
    await Promise.all(ports.webs.map((port, i) => waitForUrl(`http://127.0.0.1:${port}/`, { child: children.childOf(`web-${i + 1}`) })));
    await waitForBackends(urls.statsUrl, haproxy);
  } catch (err) {
    await children.stop();
    signal?.removeEventListener('abort', abort);
    // A process that exited says more in its log than the wait that noticed it.
    const failures = children.failures();
    throw new Error(failures.length ? failures.join('\n') : err instanceof Error ? err.message : String(err), { cause: err });
  }
  signal?.removeEventListener('abort', abort);
  children.watch();
  return {
    ...urls,
    stateDir,
    ports,
    logFileOf: children.logFileOf,
    /** The running process of `name` ('api-1', 'postgres-primary', 'redis', …): its pid, to signal it. */
    childOf: children.childOf,
    /**
     * Restarts `name` on purpose (PostgreSQL with its fast shutdown) without stopping the stack; resolves once it
     * serves again: the database accepting connections, Redis answering, an API or web process its health check.
     * @param {string} name
     */
    async restart(name) {
      const child = await children.restart(name);
      await readiness.get(name)?.(child);
    },
    /** Stops every process: the balancer and the web servers first, the databases last. */
    stop: () => children.stop(),
  };
}
