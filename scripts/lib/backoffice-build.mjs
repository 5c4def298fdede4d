import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime, ROOT } from './web-build.mjs';

/** The built console (apps/backoffice), which the API's staff app serves; index.html is written last. */
export const BACKOFFICE_INDEX = path.join(ROOT, 'apps/backoffice/dist/index.html');
const SOURCES = [
  'apps/backoffice/src',
  'apps/backoffice/index.html',
  'apps/backoffice/vite.config.ts',
  'apps/backoffice/package.json',
  'packages/contracts/src',
];

/** Builds the operator console when there is no build yet or a source is newer than it (a few seconds). */
export function ensureBackofficeBuild() {
  const built = existsSync(BACKOFFICE_INDEX) ? statSync(BACKOFFICE_INDEX).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  if (built && built >= changed) return;
  console.log(built ? 'Console sources changed: rebuilding…' : 'Building the operator console…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/backoffice'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('Console build failed');
}
