import { spawnSync } from 'node:child_process';
import path from 'node:path';

// Some tests run a lighter field in the suite than the one that shows a property at scale: these benchmarks
// run them full size, on PostgreSQL (TEST_DATABASE_URL, else DATABASE_URL: the test set-up copies its
// template database there), and print how long that took.

const API = path.resolve(import.meta.dirname, '../..');

/** Runs the API test file `file` (relative to apps/api) with `env` added; a failure fails the benchmark. */
export function runFullSizeTest(file: string, env: Record<string, string>): void {
  const databaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log(`${file}: skipped, set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server`);
    return;
  }
  const started = performance.now();
  const run = spawnSync('npx', ['vitest', 'run', file], {
    cwd: API,
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: databaseUrl, ...env },
  });
  console.log(`${file} full size: ${((performance.now() - started) / 1000).toFixed(1)} s, ${run.status === 0 ? 'passed' : 'FAILED'}`);
  if (run.status !== 0) process.exitCode = 1;
}
