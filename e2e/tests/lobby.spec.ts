import type { Page } from '@playwright/test';
import { isPhone } from '../support/auth';
import { BOTH_WIDTHS, expect, test, waitingForTheApp } from '../support/fixtures';

// The lobby's first screen: a compact welcome banner, then games. Tiles state RTP and volatility on hover,
// keyboard focus and a touch long-press, none of which stops (or replaces) the click that opens the game.

const GAME_API = '/game-aggregator-service/api/v1';
type CatalogueGame = { name: string; rtp: number; volatility: string };

async function catalogue(page: Page): Promise<CatalogueGame[]> {
  return ((await (await page.request.get(`${GAME_API}/games-and-categories/EUR`)).json()) as { games: CatalogueGame[] }).games;
}

/** The first tile of the popular rail, the game it shows and its facts panel. */
async function firstPopularTile(page: Page) {
  const tile = page.getByRole('region', { name: 'Top games' }).getByRole('article').first();
  const label = (await tile.getByRole('link', { name: /^Play .+ in demo mode$/ }).getAttribute('aria-label')) ?? '';
  const name = /^Play (.+) in demo mode$/.exec(label)![1]!;
  const game = (await catalogue(page)).find((g) => g.name === name)!;
  const opening = tile.getByRole('link', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  return { tile, game, facts: tile.locator('p[aria-hidden="true"]'), opening };
}

const opacityOf = (facts: ReturnType<Page['locator']>) => facts.evaluate((el) => getComputedStyle(el).opacity);

test(
  'the first screen shows games under the welcome banner, and nothing is wider than the screen',
  BOTH_WIDTHS,
  async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('free spins');
    const { tile } = await firstPopularTile(page);
    await expect(tile).toBeInViewport({ ratio: 1 });
    // On a phone the bottom bar covers the foot of the screen: the tile ends above it.
    const screenEnd = isPhone(testInfo)
      ? (await page.getByRole('navigation', { name: 'Bottom bar' }).boundingBox())!.y
      : page.viewportSize()!.height;
    const box = (await tile.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(screenEnd);

    // Rails scroll sideways inside themselves, snapping to their tiles; the page itself does not.
    for (const name of ['Top games', 'New games']) {
      const list = page.getByRole('region', { name }).getByRole('list');
      expect(await list.evaluate((el) => getComputedStyle(el).scrollSnapType), name).toMatch(/^x mandatory/);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  },
);

test('a tile shows its RTP and volatility on hover and on keyboard focus, and still opens on a click', async ({ page }) => {
  await page.goto('/');
  const { tile, game, facts, opening } = await firstPopularTile(page);
  await expect(facts).toContainText(`RTP ${game.rtp.toFixed(2)}%`);
  await expect(facts).toContainText(new RegExp(`Volatility ${game.volatility}`, 'i'));
  await expect.poll(() => opacityOf(facts)).toBe('0');

  await tile.hover();
  await expect.poll(() => opacityOf(facts)).toBe('1');
  await page.mouse.move(0, 0);
  await expect.poll(() => opacityOf(facts)).toBe('0');

  await opening.focus();
  await expect.poll(() => opacityOf(facts)).toBe('1');

  // A click on the art, under the facts, is the tile's: a visitor is asked to sign in.
  await tile.hover();
  await opening.click({ position: { x: 20, y: 20 } });
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

test('a long press on a tile shows its facts without opening the game; a tap then opens it', async ({ browser, stack }) => {
  // A phone of its own: touch is what is pressed.
  const context = await browser.newContext({
    baseURL: stack.webUrl,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  context.on('page', waitingForTheApp);
  try {
    const page = await context.newPage();
    await page.goto('/');
    const { tile, facts } = await firstPopularTile(page);
    await tile.scrollIntoViewIfNeeded();
    const box = (await tile.boundingBox())!;
    const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.width / 2) };
    const touch = await context.newCDPSession(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    // Held until the facts show: the press is long by then.
    await expect.poll(() => opacityOf(facts)).toBe('1');
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
    await expect.poll(() => opacityOf(facts)).toBe('1');

    // An ordinary tap is a click again: a visitor is asked to sign in.
    await page.touchscreen.tap(point.x, point.y);
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  } finally {
    await context.close();
  }
});
