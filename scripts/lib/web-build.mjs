import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB = path.join(ROOT, 'apps/web');
const BUILD_ID = path.join(WEB, '.next/BUILD_ID');
/** Written last by the build: the game client's manifest (apps/web/play-client/build.ts). */
const PLAY_MANIFEST = path.join(WEB, '.play-client/manifest.json');
const SOURCES = [
  'apps/web/src',
  'apps/web/play-client',
  'apps/web/server/play-page.ts',
  'apps/web/content',
  'apps/web/next.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/games/src',
  'packages/art/src',
];

/** The newest modification time of a file or anything under a folder (0 when it does not exist). */
export function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

/** Builds the web app when there is no build yet or a source is newer than it. */
export function ensureWebBuild() {
  // Both halves must be there: a `next build` alone leaves the game client unbuilt.
  const built =
    existsSync(BUILD_ID) && existsSync(PLAY_MANIFEST) ? Math.min(statSync(BUILD_ID).mtimeMs, statSync(PLAY_MANIFEST).mtimeMs) : 0;
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
