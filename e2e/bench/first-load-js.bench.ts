// First-load JavaScript per page against its budget (gzip). Each page is opened in a fresh Chromium
// context and every script the browser requests until the page's network has been idle for half a second
// after its load event is counted (public pages add their scripts after the first paint, which may come
// after the load event), gzipped as a server would send it; the same figure read from the build's manifests is printed beside it (for the
// game client, its own build's manifest: the entry, its chunks and the demo title's family screen).
// Code a page loads later (a modal on first opening, the toaster on the first toast) is not first load.
// Exits non-zero when a page is over its budget.
//
// The stack is the one the browser tests start (built web + API on free ports, embedded database).
import { chromium, type Browser } from '@playwright/test';
import { ensureWebBuild } from '../../scripts/lib/web-build.mjs';
import { CHROMIUM } from '../playwright.config';
import { firstLoadFiles, gzipBytes, playClientFiles, readBuildFile } from '../support/first-load';
import { launchedPlayUrl } from '../support/play';
import { startStack } from '../support/stack';

/** Budgets in KB (1,024 bytes) of gzipped JavaScript (Order 7b). */
const BUDGETS: { label: string; route: string; budgetKb: number }[] = [
  { label: '/', route: '/', budgetKb: 150 },
  { label: '/games/all', route: '/games/all', budgetKb: 150 },
  { label: '/promotions', route: '/promotions', budgetKb: 150 },
  { label: '/profile', route: '/profile', budgetKb: 220 },
  { label: '/play/{token} (demo)', route: '/play/[token]', budgetKb: 120 },
];
/** A demo game whose page frames the game client, and its family. */
const DEMO_GAME_PAGE = '/game/lucky-lanterns?demo=true';
const DEMO_GAME_FAMILY = 'slots';

// The API always runs on the embedded database here: the browser is what is measured.
delete process.env.DATABASE_URL;
delete process.env.TEST_DATABASE_URL;

const kb = (bytes: number) => bytes / 1024;

/** Gzipped bytes of every script the page requests until its network is idle, in a fresh context. */
async function scriptsOfFirstLoad(browser: Browser, url: string): Promise<{ bytes: number; files: { path: string; bytes: number }[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const responses: Promise<{ path: string; body: Buffer } | null>[] = [];
  let isLoaded = false;
  page.on('response', (response) => {
    if (isLoaded || response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    responses.push(
      response.body().then(
        (body) => ({ path, body }),
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  isLoaded = true;
  const files = (await Promise.all(responses)).filter((file) => file !== null).map(({ path, body }) => ({ path, bytes: gzipBytes(body) }));
  await context.close();
  return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
}

const manifestBytes = (route: string) =>
  route === '/play/[token]'
    ? playClientFiles(DEMO_GAME_FAMILY).reduce((sum, body) => sum + gzipBytes(body), 0)
    : firstLoadFiles(route).reduce((sum, file) => sum + gzipBytes(readBuildFile(file)), 0);

ensureWebBuild();
const stack = await startStack('first-load-bench');
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let missed = 0;
try {
  const playUrl = await launchedPlayUrl(browser, stack.webUrl, DEMO_GAME_PAGE);
  console.log('first-load JavaScript, gzip (browser: scripts until the network is idle after load; build: the manifests)');
  for (const { label, route, budgetKb } of BUDGETS) {
    const url = route === '/play/[token]' ? playUrl : `${stack.webUrl}${route}`;
    const loaded = await scriptsOfFirstLoad(browser, url);
    const isMet = kb(loaded.bytes) <= budgetKb;
    if (!isMet) missed++;
    console.log(
      `  ${label.padEnd(22)} ${kb(loaded.bytes).toFixed(1).padStart(6)} KB in ${String(loaded.files.length).padStart(2)} files` +
        ` (build ${kb(manifestBytes(route)).toFixed(1)} KB)  budget ${budgetKb} KB  ${isMet ? 'PASS' : 'FAIL'}`,
    );
    // Code the manifests load on demand that the browser asked for during the first load anyway.
    const firstLoad = new Set(route === '/play/[token]' ? [] : firstLoadFiles(route).map((file) => `/_next/${file}`));
    for (const extra of loaded.files.filter((file) => route !== '/play/[token]' && !firstLoad.has(file.path)))
      console.log(`    also in the first load: ${extra.path} ${kb(extra.bytes).toFixed(1)} KB`);
  }
} catch (err) {
  console.error(`API and web log: ${stack.logFile}`);
  throw err;
} finally {
  await browser.close();
  await stack.stop();
}
if (missed > 0) {
  console.log(`${missed} page(s) over budget`);
  process.exitCode = 1;
}
