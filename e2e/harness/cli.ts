import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureApiBuild } from '../../scripts/lib/api-build.mjs';
import { ensureBackofficeBuild } from '../../scripts/lib/backoffice-build.mjs';
import { ensureWebBuild } from '../../scripts/lib/web-build.mjs';
import { FAULTS } from './faults';
import { formatReport } from './report';
import { DEFAULT_OPTIONS, runHarness } from './run';
import { startHarnessStack } from './stack';

// npm run harness -- [--seconds 180] [--players 40] [--seed 1] [--think-ms 200] [--bonus-every 3]
//   [--recovery-bound 30] [--sabotage model|double] [--keep]
// Starts the production-shaped stack on free ports in a folder of its own, drives the players while every fault is
// injected, checks everything, prints the figures, stops the stack. Exit 0 when every check held, 1 otherwise.

const USAGE = `Usage: npm run harness -- [--seconds 180] [--players 40] [--seed 1] [--think-ms 200] [--bonus-every 3]
       [--recovery-bound 30] [--sabotage model|double] [--keep]`;

function readOptions() {
  try {
    const { values } = parseArgs({
      options: {
        seconds: { type: 'string' },
        players: { type: 'string' },
        seed: { type: 'string' },
        'think-ms': { type: 'string' },
        'bonus-every': { type: 'string' },
        'recovery-bound': { type: 'string' },
        sabotage: { type: 'string' },
        keep: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const number = (value: string | undefined, fallback: number) => {
      if (value === undefined) return fallback;
      const n = Number(value);
      if (!Number.isFinite(n) || n <= 0) throw new Error(`not a positive number: ${value}`);
      return n;
    };
    if (values.help || (values.sabotage && !['model', 'double'].includes(values.sabotage))) throw new Error('usage');
    return {
      keep: Boolean(values.keep),
      options: {
        ...DEFAULT_OPTIONS,
        seconds: number(values.seconds, DEFAULT_OPTIONS.seconds),
        players: Math.round(number(values.players, DEFAULT_OPTIONS.players)),
        seed: Math.round(number(values.seed, DEFAULT_OPTIONS.seed)),
        thinkMs: number(values['think-ms'], DEFAULT_OPTIONS.thinkMs),
        bonusEvery: Math.round(number(values['bonus-every'], DEFAULT_OPTIONS.bonusEvery)),
        recoveryBoundMs: number(values['recovery-bound'], DEFAULT_OPTIONS.recoveryBoundMs / 1000) * 1000,
        faults: FAULTS,
        sabotage: values.sabotage as 'model' | 'double' | undefined,
      },
    };
  } catch (err) {
    console.error((err as Error).message === 'usage' ? USAGE : `${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const { keep, options } = readOptions();
const say = (line: string) => console.log(line);
const stateDir = mkdtempSync(path.join(tmpdir(), 'casino-harness-'));
const starting = new AbortController();
const stackFailures: string[] = [];
let stack: Awaited<ReturnType<typeof startHarnessStack>> | undefined;
let isStopping = false;

async function stop(code: number): Promise<void> {
  if (isStopping) return;
  isStopping = true;
  starting.abort();
  await stack?.stop();
  if (keep) console.log(`State and logs kept in ${stateDir}`);
  else rmSync(stateDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));

try {
  ensureWebBuild();
  ensureBackofficeBuild();
  ensureApiBuild();
  const started = Date.now();
  stack = await startHarnessStack(stateDir, { say, onFailure: (message) => stackFailures.push(message), signal: starting.signal });
  say(`Stack started in ${((Date.now() - started) / 1000).toFixed(1)} s (state: ${stateDir})`);
  const report = await runHarness(stack, { ...options, say });
  for (const message of stackFailures) report.failures.push(['a stack process failed on its own', [message]]);
  console.log(`\n${formatReport(report)}`);
  await stop(report.failures.length === 0 ? 0 : 1);
} catch (err) {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  await stop(1);
}
