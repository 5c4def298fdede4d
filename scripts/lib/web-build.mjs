import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB = path.join(ROOT, 'apps/web');
const BUILD_ID = path.join(WEB, '.next/BUILD_ID');
const SOURCES = [
  'apps/web/src',
  'apps/web/content',
  'apps/web/next.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/games/src',
];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

/** Builds the web app when there is no build yet or a source is newer than it. */
export function ensureWebBuild() {
  const built = existsSync(BUILD_ID) ? statSync(BUILD_ID).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  if (built && built >= changed) return;
  console.log(built ? 'Web sources changed: rebuilding…' : 'Building the web app (first start takes a minute)…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0) throw new Error('Web build failed');
}
