// The search overlay with 5,000 imported games, in Chromium at 1280 px: queries typed one key at a
// time; per keystroke, the time from the key event to the frame after the matching results are on
// screen, plus long tasks (> 50 ms) and late frames while typing. Run once at full speed and once
// with the CPU slowed 4x (roughly a mid-range phone).
//
// The stack is the one the browser tests start (built web + API on free ports); its embedded
// database is filled first with a generated feed through `npm run catalogue:import`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createBenchDataDir } from '../../apps/api/bench/lib/bench-data-dir';
import { ensureWebBuild, ROOT } from '../../scripts/lib/web-build.mjs';
import { CHROMIUM } from '../playwright.config';
import { startStack } from '../support/stack';

const GAMES = 5000;
/** What players type: words from titles, two words, partial words, and one that matches nothing. */
const QUERIES = ['gold', 'roulette', 'mega dragon', 'blackjack', 'wild', 'fortune', 'xmas', 'deuces', 'virtual', 'zqx'];
/** The pause after each key's results are on screen, as between a fast typist's keys. */
const KEY_GAP_MS = 80;
/** Two refresh intervals at 60 Hz: a frame later than this means at least one was dropped. */
const LATE_FRAME_MS = 1.5 * (1000 / 60);

type Keystroke = { query: string; ms: number; inputMs: number };
/** What search-probe.js keeps on window. */
type Probe = {
  recording: boolean;
  frames: number[];
  longTasks: { start: number; duration: number }[];
  events: { name: string; start: number; duration: number }[];
  pending: { query: string; count: number; names?: string[]; keyAt?: number; inputMs?: number; doneMs?: number } | null;
};
type ProbeWindow = { __searchBench: Probe };
type Pass = { label: string; keystrokes: Keystroke[]; longTasks: number[]; frames: number[]; eventMs: number[] };

// The API always runs on the embedded database here: the browser is what is measured.
delete process.env.DATABASE_URL;
delete process.env.TEST_DATABASE_URL;

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${r.stdout}${r.stderr}`);
  return r.stdout.trim();
}

const matches = (name: string, query: string) => name.toLowerCase().includes(query.trim().toLowerCase());

async function typeQueries(page: Page, names: string[], label: string): Promise<Pass> {
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const box = dialog.getByLabel('Search games');
  const keystrokes: Keystroke[] = [];
  const startedAt = await page.evaluate(() => {
    const probe = (window as unknown as ProbeWindow).__searchBench;
    probe.frames = [];
    probe.recording = true;
    return performance.now();
  });
  for (const query of QUERIES) {
    await box.fill('');
    await dialog.getByRole('heading', { name: 'Playing Now' }).waitFor();
    await page.waitForTimeout(300);
    for (let i = 1; i <= query.length; i++) {
      const typed = query.slice(0, i);
      const found = names.filter((n) => matches(n, typed));
      await page.evaluate(
        (pending) => {
          (window as unknown as ProbeWindow).__searchBench.pending = pending;
        },
        { query: typed, count: found.length, names: found.slice(0, 500) },
      );
      await page.keyboard.type(query[i - 1]!);
      const handle = await page
        .waitForFunction(
          () => {
            const { pending } = (window as unknown as ProbeWindow).__searchBench;
            return pending?.doneMs === undefined ? undefined : { ms: pending.doneMs, inputMs: pending.inputMs ?? 0 };
          },
          undefined,
          { timeout: 10_000, polling: 20 },
        )
        .catch(async (err: unknown) => {
          const seen = await page.evaluate(() => {
            const dialog = document.querySelector('[role="dialog"]');
            return {
              pending: { ...(window as unknown as ProbeWindow).__searchBench.pending, names: undefined },
              value: dialog?.querySelector('input')?.value,
              live: dialog?.querySelector('[aria-live]')?.textContent,
              tiles: [...(dialog?.querySelectorAll('[role="tabpanel"] article') ?? [])].slice(0, 5).map((a) => a.textContent),
            };
          });
          throw new Error(`results for "${typed}" never showed: ${JSON.stringify(seen).slice(0, 2000)}`, { cause: err });
        });
      keystrokes.push({ query: typed, ...((await handle.jsonValue()) as { ms: number; inputMs: number }) });
      await page.waitForTimeout(KEY_GAP_MS);
    }
  }
  const { longTasks, frames, events } = await page.evaluate((since) => {
    const probe = (window as unknown as ProbeWindow).__searchBench;
    probe.recording = false;
    return {
      longTasks: probe.longTasks.filter((t) => t.start >= since).map((t) => t.duration),
      frames: probe.frames,
      events: probe.events.filter((e) => e.start >= since && /^key|^input|^beforeinput/.test(e.name)).map((e) => e.duration),
    };
  }, startedAt);
  return { label, keystrokes, longTasks, frames: frames.slice(1).map((t, i) => t - frames[i]!), eventMs: events };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
};

function report(pass: Pass) {
  const ms = pass.keystrokes.map((k) => k.ms);
  const slowest = pass.keystrokes.reduce((a, b) => (b.ms > a.ms ? b : a));
  const late = pass.frames.filter((d) => d > LATE_FRAME_MS);
  console.log(
    `search overlay, ${GAMES} games, ${pass.label}: key → results painted median ${quantile(ms, 0.5).toFixed(1)} ms,` +
      ` p95 ${quantile(ms, 0.95).toFixed(1)} ms, max ${slowest.ms.toFixed(1)} ms ("${slowest.query}") over ${ms.length} keystrokes`,
  );
  const input = pass.keystrokes.map((k) => k.inputMs);
  console.log(
    `  input event handling (the page's listeners and the urgent render): median ${quantile(input, 0.5).toFixed(1)} ms,` +
      ` max ${Math.max(...input).toFixed(1)} ms`,
  );
  console.log(
    `  long tasks while typing: ${pass.longTasks.length}` +
      (pass.longTasks.length ? ` (longest ${Math.max(...pass.longTasks).toFixed(0)} ms)` : '') +
      `; frames over ${LATE_FRAME_MS.toFixed(1)} ms: ${late.length} of ${pass.frames.length}` +
      (late.length ? ` (longest ${Math.max(...late).toFixed(0)} ms)` : '') +
      `; key/input events slower than 16 ms to next paint: ${pass.eventMs.length}` +
      (pass.eventMs.length ? ` (longest ${Math.max(...pass.eventMs).toFixed(0)} ms)` : ''),
  );
}

ensureWebBuild();
const workDir = mkdtempSync(path.join(tmpdir(), 'casino-search-bench-'));
const feedFile = path.join(workDir, 'games.json');
run(process.execPath, ['--import', 'tsx', 'apps/api/bench/lib/generate-games.ts', String(GAMES), feedFile]);
const dataDir = createBenchDataDir(readFileSync(feedFile, 'utf8'));
const started = performance.now();
console.log(`npm run catalogue:import: ${run('npm', ['run', '--silent', 'catalogue:import', '--', feedFile], { DATA_DIR: dataDir.dir })}`);
console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s; thumbnails are kept between runs)`);

const stack = await startStack('search-bench', { DATA_DIR: dataDir.dir });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const catalogue = (await (await fetch(`${stack.apiUrl}/game-aggregator-service/api/v1/games-and-categories/EUR`)).json()) as {
    games: { name: string }[];
  };
  const names = catalogue.games.map((g) => g.name);

  const passes: Pass[] = [];
  for (const cpu of [1, 4]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript({ path: path.join(import.meta.dirname, 'search-probe.js') });
    await page.goto(`${stack.webUrl}/`);
    await page.getByRole('heading', { name: 'Top games' }).waitFor();
    await page.waitForLoadState('networkidle');
    if (cpu > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('dialog', { name: 'Search' }).getByRole('article').first().waitFor();
    await page.waitForLoadState('networkidle');
    passes.push(await typeQueries(page, names, cpu === 1 ? '1280 px' : `1280 px, CPU ${cpu}x slower`));
    await context.close();
  }
  passes.forEach(report);
  // Other work on the machine shows up in every figure above.
  console.log(`  (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores at the end)`);
} catch (err) {
  console.error(`API and web log: ${stack.logFile}`);
  throw err;
} finally {
  await browser.close();
  await stack.stop();
  dataDir.remove();
  rmSync(workDir, { recursive: true, force: true });
}
