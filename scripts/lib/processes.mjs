import { spawn } from 'node:child_process';
import path from 'node:path';
import { API_DIST, API_SERVER } from './api-build.mjs';
import { ROOT } from './web-build.mjs';

const WEB_SERVER = path.join(ROOT, 'apps/web/server/main.ts');

/**
 * The API (migrations run at boot): its build (`built`, see api-build.mjs), else its source under tsx. `detached`: in a
 * process group of its own, so a Ctrl-C in the terminal reaches only the parent, which stops its children in order.
 * @param {Record<string, string>} env
 * @param {{ watch?: boolean, built?: boolean, stdio?: 'inherit' | 'pipe', detached?: boolean }} [options]
 * @returns {import('node:child_process').ChildProcess}
 */
export function spawnApi(env, { watch = false, built = false, stdio = 'inherit', detached = false } = {}) {
  const args = built
    ? ['--enable-source-maps', API_SERVER]
    : ['--import', 'tsx', ...(watch ? ['--watch'] : []), path.join(ROOT, 'apps/api/src/server.ts')];
  return spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio, detached });
}

/**
 * The sandbox game aggregator (apps/api/src/sandbox-aggregator): its build beside the API's (`built`), else its source
 * under tsx. It plays the part of an outside aggregator: its own process, reaching the API only over HTTP.
 * @param {Record<string, string>} env
 * @param {{ built?: boolean, stdio?: 'inherit' | 'pipe', detached?: boolean }} [options]
 * @returns {import('node:child_process').ChildProcess}
 */
export function spawnSandboxAggregator(env, { built = false, stdio = 'inherit', detached = false } = {}) {
  const args = built
    ? ['--enable-source-maps', path.join(API_DIST, 'sandbox-aggregator.js')]
    : ['--import', 'tsx', path.join(ROOT, 'apps/api/src/sandbox-aggregator/main.ts')];
  return spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio, detached });
}

/**
 * The web server (apps/web/server/main.ts) on the build, or with Next.js in development mode. `detached` as for the API.
 * @param {Record<string, string>} env
 * @param {{ dev?: boolean, port: number, stdio?: 'inherit' | 'pipe', detached?: boolean }} options
 * @returns {import('node:child_process').ChildProcess}
 */
export function spawnWeb(env, { dev = false, port, stdio = 'inherit', detached = false }) {
  const args = ['--import', 'tsx', WEB_SERVER, ...(dev ? ['--dev'] : []), '-p', String(port), '-H', env.WEB_HOST ?? '0.0.0.0'];
  return spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio,
    detached,
  });
}

/**
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: import('node:child_process').ChildProcess }} [options]
 */
export async function waitForUrl(url, { timeoutMs = 120_000, child } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before ${url} answered`);
    try {
      const res = await fetch(url);
      // Any answer but a server error means it is serving (a blocked visitor's page is a 451).
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/** Ends every child on SIGINT/SIGTERM, and all of them when one dies. */
export function createSupervisor() {
  const children = [];
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    setTimeout(() => process.exit(code), 5000).unref();
    Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() => process.exit(code));
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  return {
    add(child) {
      children.push(child);
      child.once('exit', (code) => stop(code ?? 1));
      return child;
    },
    stop,
  };
}
