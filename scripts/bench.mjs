// npm run bench: runs every benchmark file and prints its figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/web-build.mjs';

const dir = path.join(ROOT, 'apps/api/bench');
const files = readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort();
let failed = false;
for (const file of files) {
  console.log(`\n== ${file}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], { cwd: ROOT, stdio: 'inherit' });
  failed ||= r.status !== 0;
}
process.exit(failed ? 1 : 0);
