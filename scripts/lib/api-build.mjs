import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime, ROOT } from './web-build.mjs';

/** The built API (apps/api/build.mjs); its migrations are copied after it. */
export const API_SERVER = path.join(ROOT, 'apps/api/dist/server.js');
const BUILT_LAST = path.join(ROOT, 'apps/api/dist/migrations');
const SOURCES = [
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/api/package.json',
  'packages/contracts/src',
  'packages/games/src',
  'packages/art/src',
];

/** Builds the API when there is no build yet or a source is newer than it (a second or two). */
export function ensureApiBuild() {
  const built = existsSync(API_SERVER) && existsSync(BUILT_LAST) ? Math.min(statSync(API_SERVER).mtimeMs, statSync(BUILT_LAST).mtimeMs) : 0;
  const changed = Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  if (built && built >= changed) return;
  console.log(built ? 'API sources changed: rebuilding…' : 'Building the API…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('API build failed');
}
