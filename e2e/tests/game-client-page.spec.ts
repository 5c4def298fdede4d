import type { Frame, Page } from '@playwright/test';
import { readBuildFile } from '../support/first-load';
import { expect, test } from '../support/fixtures';
import { gameFrame, waitForGame } from '../support/play';
import { recordViolations, violationsOf } from '../support/policy';

// /play/{token} is built apart from Next.js (docs/decisions/014-game-client-outside-next.md): its page
// must never bring Next's runtime back, which alone is more than the client's whole budget.

/** Texts only Next's browser runtime holds: its flight data global and its router's state header. */
const NEXT_RUNTIME_MARKERS = ['__next_f', 'next-router-state-tree'];
const DEMO_GAME_PAGE = '/game/lucky-lanterns?demo=true';

const hasNextRuntime = (code: string) => NEXT_RUNTIME_MARKERS.some((marker) => code.includes(marker));

const playFrameOf = (page: Page): Frame => {
  const frame = page.frames().find((f) => new URL(f.url()).pathname.startsWith('/play/'));
  if (!frame) throw new Error('the game page has no game client frame');
  return frame;
};

test("the game client's page runs its own bundle and none of Next's runtime", async ({ request }) => {
  // The markers are in Next's own files, or their absence below would prove nothing.
  const { rootMainFiles } = JSON.parse(readBuildFile('build-manifest.json').toString('utf8')) as { rootMainFiles: string[] };
  const nextRuntime = rootMainFiles.map((file) => readBuildFile(file).toString('utf8')).join('\n');
  for (const marker of NEXT_RUNTIME_MARKERS) expect(nextRuntime, marker).toContain(marker);

  const res = await request.get('/play/a-launch-token');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).not.toContain('/_next/');
  const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1];
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toContain(`nonce="${nonce}"`);

  const sources = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
  expect(sources.length).toBeGreaterThan(1);
  for (const source of sources) {
    expect(source).toMatch(/^\/_play\/[\w.-]+$/);
    const asset = await request.get(source);
    expect(asset.status(), source).toBe(200);
    expect(asset.headers()['cache-control'], source).toBe('public, max-age=31536000, immutable');
    expect(hasNextRuntime(await asset.text()), source).toBe(false);
  }
});

test('a demo title runs in its frame under the policy, from the game client bundle alone', async ({ page }) => {
  await recordViolations(page);
  const policyErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) policyErrors.push(message.text());
  });
  const frameScripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    if (new URL(response.frame().url()).pathname.startsWith('/play/')) frameScripts.push(new URL(response.url()).pathname);
  });

  await page.goto(DEMO_GAME_PAGE);
  await waitForGame(page);
  // The slot's own screen came in its own chunk and works.
  await expect(gameFrame(page).getByRole('button', { name: 'Spin' })).toBeEnabled();

  expect(frameScripts.length).toBeGreaterThan(1);
  for (const script of frameScripts) expect(script).toMatch(/^\/_play\//);
  expect(await violationsOf(playFrameOf(page))).toEqual([]);
  expect(policyErrors).toEqual([]);
});
