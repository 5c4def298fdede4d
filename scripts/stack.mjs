// npm run stack: the production-shaped layout on one machine, as docs/deployment.md spreads it over several: a PostgreSQL
// primary with a streaming replica, Redis, two API and two web processes, HAProxy in front. Builds what is missing or
// older than its sources first. State (clusters, secrets, logs) in STACK_DIR, `.stack/` by default; a second run reuses
// it. REDIS_URL: that Redis instead of the stack's own. Ctrl-C stops everything, the databases last.
import path from 'node:path';
import { ensureApiBuild } from './lib/api-build.mjs';
import { ensureBackofficeBuild } from './lib/backoffice-build.mjs';
import { startStack } from './lib/stack-start.mjs';
import { ensureWebBuild, ROOT } from './lib/web-build.mjs';

const stateDir = path.resolve(ROOT, process.env.STACK_DIR ?? '.stack');
const starting = new AbortController();
/** @type {ReturnType<typeof startStack> | undefined} */
let started;
let isStopping = false;

async function stop(code) {
  if (isStopping) return;
  isStopping = true;
  console.log('\nStopping the stack…');
  // A start under way stops what it started before it settles.
  starting.abort();
  const stack = await started?.catch(() => undefined);
  await stack?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  ensureWebBuild();
  ensureBackofficeBuild();
  ensureApiBuild();
  started = startStack({
    stateDir,
    publicUrl: process.env.PUBLIC_URL,
    redisUrl: process.env.REDIS_URL,
    signal: starting.signal,
    onFailure: (message) => {
      console.error(message);
      void stop(1);
    },
  });
  const stack = await started;
  const { ports } = stack;
  const local = (list) => list.map((port) => `127.0.0.1:${port}`).join(', ');
  console.log(`
The stack is running (state and logs: ${path.relative(ROOT, stateDir) || '.'}/, each process's settings in env/):
  site            ${stack.publicUrl}  HAProxy → web ${local(ports.webs)}
  API (internal)  ${stack.apiUrl}  HAProxy → API ${local(ports.apis)}
  console         ${stack.consoleUrl}  HAProxy → staff ${local(ports.staffs)}
  HAProxy stats   ${stack.statsUrl}/
  PostgreSQL      primary 127.0.0.1:${ports.primary}, streaming replica 127.0.0.1:${ports.replica} (reports read there)
  Redis           ${process.env.REDIS_URL ? 'REDIS_URL' : `127.0.0.1:${ports.redis}`}
Ctrl-C stops everything.
`);
} catch (err) {
  if (!isStopping) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
