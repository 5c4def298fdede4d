import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime, ROOT } from './web-build.mjs';

/** The built API (apps/api/build.mjs): the server and the operator commands; its migrations are copied after them. */
export const API_DIST = path.join(ROOT, 'apps/api/dist');
export const API_SERVER = path.join(API_DIST, 'server.js');
const BUILT_LAST = path.join(API_DIST, 'migrations');
const SOURCES = [
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/api/package.json',
  'packages/contracts/src',
  'packages/games/src',
  'packages/art/src',
];

/**
 * Builds the API when there is no build yet or a source is newer than it (a second or two). What the build prints
 * goes to stderr: an operator command's own output stays alone on stdout.
 */
export function ensureApiBuild() {
  const built = existsSync(API_SERVER) && existsSync(BUILT_LAST) ? Math.min(statSync(API_SERVER).mtimeMs, statSync(BUILT_LAST).mtimeMs) : 0;
  const changed = Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  if (built && built >= changed) return;
  console.error(built ? 'API sources changed: rebuilding…' : 'Building the API…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], { cwd: ROOT, stdio: ['ignore', 2, 2] });
  if (r.status !== 0) throw new Error('API build failed');
}
