// npm run bench: runs every benchmark file and prints its figures: the API's (apps/api/bench), the
// game engines' (packages/games/bench), the proofs' (packages/proofs/bench) and the browser's (e2e/bench, which start the built site like
// the browser tests do).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/web-build.mjs';

const DIRS = ['apps/api/bench', 'packages/games/bench', 'packages/proofs/bench', 'e2e/bench'];
let failed = false;
for (const dir of DIRS) {
  const files = readdirSync(path.join(ROOT, dir))
    .filter((f) => f.endsWith('.bench.ts'))
    .sort();
  for (const file of files) {
    console.log(`\n== ${dir}/${file}`);
    const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, dir, file)], { cwd: ROOT, stdio: 'inherit' });
    failed ||= r.status !== 0;
  }
}
process.exit(failed ? 1 : 0);
