// npm test: the static checks side by side (each waits on one core at most), then the unit tests, then the
// browser tests; stops at the first stage that fails and prints each stage's time.
import { spawn } from 'node:child_process';

const STAGES = [['typecheck', 'format:check', 'lint'], ['test:unit'], ['test:e2e']];

/** `npm run <script>`: answers its exit code and time; a script run beside others prints its output once done. */
function run(script, alone) {
  const started = Date.now();
  const child = spawn('npm', ['run', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n== npm run ${script}\n${Buffer.concat(output)}`);
      resolve({ script, code, seconds: (Date.now() - started) / 1000 });
    }),
  );
}

const results = [];
for (const stage of STAGES) {
  if (stage.length === 1) console.log(`\n== npm run ${stage[0]}`);
  results.push(...(await Promise.all(stage.map((script) => run(script, stage.length === 1)))));
  if (results.some((r) => r.code !== 0)) break;
}
console.log('\n== stage times');
for (const { script, code, seconds } of results) {
  console.log(`${script.padEnd(14)} ${seconds.toFixed(0).padStart(5)} s${code === 0 ? '' : '  FAILED'}`);
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
