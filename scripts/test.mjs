// npm test: every check in order, stopping at the first that fails, then each stage's time.
import { spawnSync } from 'node:child_process';

const STAGES = ['typecheck', 'format:check', 'lint', 'test:unit', 'test:e2e'];
const times = [];
let failed;
for (const stage of STAGES) {
  console.log(`\n== npm run ${stage}`);
  const started = Date.now();
  const r = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  times.push([stage, (Date.now() - started) / 1000]);
  if (r.status !== 0) {
    failed = stage;
    break;
  }
}
console.log('\n== stage times');
for (const [stage, seconds] of times) console.log(`${stage.padEnd(14)} ${seconds.toFixed(0).padStart(5)} s`);
if (failed) console.log(`${failed} failed`);
process.exit(failed ? 1 : 0);
