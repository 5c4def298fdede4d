// Lighthouse 12 on the public pages as a mid-range phone sees them: the default mobile config
// (Moto G Power screen, 4x CPU slowdown and slow 4G, simulated from an unthrottled load), in Debian's
// Chromium against the production build and the API on the seeded catalogue. Per page the median of
// several runs (runs are interleaved across pages, so a burst of other work on the machine does not
// land on one page) is printed against the budgets, with what the time went to; the process exits
// non-zero when a budget is missed.
//
//   node --import tsx e2e/bench/lighthouse.bench.ts [--runs=3] [--pages=/,/promotions] [--json-dir=DIR]
//   (or LIGHTHOUSE_RUNS / LIGHTHOUSE_PAGES in the environment); --json-dir keeps every run's full report.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import lighthouse, { type Result } from 'lighthouse';
import { ensureWebBuild } from '../../scripts/lib/web-build.mjs';
import { CHROMIUM } from '../playwright.config';
import { freePort, startStack } from '../support/stack';
import { describeDiagnostics } from './lighthouse-diagnostics';
import { waitForQuietCpu } from './wait-for-quiet';

/** A slot title from the seeded catalogue that plays in demo mode. */
const DEMO_GAME = 'lucky-lanterns';
const PAGES = ['/', '/games/all', '/promotions', `/game/${DEMO_GAME}?demo=true`, '/provably-fair'];
const BUDGET = { score: 95, lcpMs: 2500, tbtMs: 150, cls: 0.05 };
/** One Lighthouse run of a page ends well within this, even on a busy machine. */
const RUN_TIMEOUT_MS = 150_000;
/** A run whose trace Chromium failed to record (NO_NAVSTART and the like) is tried again, this many times in all. */
const ATTEMPTS = 3;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.LIGHTHOUSE_RUNS ?? '3' },
    pages: { type: 'string', default: process.env.LIGHTHOUSE_PAGES ?? PAGES.join(',') },
    'json-dir': { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(options.runs) || 1);
const pages = options.pages.split(',').filter(Boolean);
const jsonDir = options['json-dir'];

type Figures = { score: number; lcpMs: number; tbtMs: number; cls: number; lhr: Result };

// The API runs on the embedded database with its seeded catalogue: the browser is what is measured.
delete process.env.DATABASE_URL;
delete process.env.TEST_DATABASE_URL;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

function figures(lhr: Result): Figures {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    lhr,
  };
}

/** Lighthouse ran but Chromium's trace of the load was unusable: worth another try. */
class TraceError extends Error {}

async function runLighthouse(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, port);
    } catch (err) {
      if (!(err instanceof TraceError) || attempt >= ATTEMPTS) throw err;
      console.log(`  (${(err as Error).message}; trying again)`);
    }
  }
}

async function runLighthouseOnce(url: string, port: number): Promise<Result> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Lighthouse on ${url} took over ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([
      lighthouse(url, {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        disableFullPageScreenshot: true,
      }),
      timeout,
    ]);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new TraceError(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    clearTimeout(timer);
  }
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** One line of medians against the budgets, then where the time of the median-score run went. */
function report(page: string, runs: Figures[]): boolean {
  const m = {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
  };
  const ok = {
    score: m.score >= BUDGET.score,
    lcp: m.lcpMs <= BUDGET.lcpMs,
    tbt: m.tbtMs <= BUDGET.tbtMs,
    cls: m.cls <= BUDGET.cls,
  };
  console.log(
    `${page.padEnd(32)} performance ${String(m.score).padStart(3)} ${verdict(ok.score)}` +
      `  LCP ${(m.lcpMs / 1000).toFixed(2)} s ${verdict(ok.lcp)}` +
      `  TBT ${Math.round(m.tbtMs)} ms ${verdict(ok.tbt)}` +
      `  CLS ${m.cls.toFixed(3)} ${verdict(ok.cls)}` +
      `   (median of ${runs.length}: scores ${runs.map((r) => r.score).join(', ')})`,
  );
  const typical = runs.find((r) => r.score === m.score)!;
  for (const line of describeDiagnostics(typical.lhr)) console.log(`    ${line}`);
  return Object.values(ok).every(Boolean);
}

ensureWebBuild();
const stack = await startStack('lighthouse-bench');
const port = await freePort();
let browser: Browser | undefined;
let allMet = true;
try {
  // Lighthouse drives the browser over the DevTools port; Playwright only starts and stops it.
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // First renders of each route warm the server's code paths, as they would be in production.
  for (const page of pages) for (let i = 0; i < 2; i++) await (await fetch(`${stack.webUrl}${page}`)).arrayBuffer();
  if (jsonDir) mkdirSync(jsonDir, { recursive: true });

  const quiet = await waitForQuietCpu();
  const started = performance.now();
  const loadAtStart = loadavg()[0]!;
  const results = new Map<string, Figures[]>(pages.map((p) => [p, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const page of pages) {
      const lhr = await runLighthouse(`${stack.webUrl}${page}`, port);
      results.get(page)!.push(figures(lhr));
      if (jsonDir) writeFileSync(path.join(jsonDir, `${page.replace(/\W+/g, '_')}-${run + 1}.json`), JSON.stringify(lhr));
    }
  }
  console.log(
    `Lighthouse 12, mobile, simulated throttling; budgets: performance ≥ ${BUDGET.score}, LCP ≤ ${BUDGET.lcpMs / 1000} s,` +
      ` TBT ≤ ${BUDGET.tbtMs} ms, CLS ≤ ${BUDGET.cls}; ${RUNS} run(s) per page in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  for (const [page, runs] of results) allMet = report(page, runs) && allMet;
  // Other work on the machine slows the observed load that the simulation starts from.
  console.log(
    `  (${quiet}; load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end, on ${availableParallelism()} cores)`,
  );
} catch (err) {
  console.error(`API and web log: ${stack.logFile}`);
  throw err;
} finally {
  await browser?.close();
  await stack.stop();
}
if (!allMet) {
  console.log('Lighthouse budgets missed (FAIL above).');
  process.exitCode = 1;
}
