import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { gameFrame, waitForGame } from '../support/play';

// Motion is the subject here (playwright.config.ts plays every other flow with reduced motion).
test.use({ reducedMotion: 'no-preference' });

/**
 * Records, in the game client's frame, the order in which the slot's reels come to rest: each time a reel's
 * data-state turns to "rest" its place among the five reels is pushed.
 */
async function recordReelRests(page: Page) {
  await page.addInitScript(() => {
    const rests: number[] = [];
    (window as Window & { reelRests?: number[] }).reelRests = rests;
    new MutationObserver((changes) => {
      for (const change of changes) {
        const reel = change.target as HTMLElement;
        if (reel.dataset.testid !== 'slot-reel' || reel.dataset.state !== 'rest') continue;
        rests.push([...reel.parentElement!.querySelectorAll('[data-testid="slot-reel"]')].indexOf(reel));
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
  });
}

const playFrame = (page: Page) => page.frames().find((f) => new URL(f.url()).pathname.startsWith('/play/'))!;
const restsOf = (page: Page) => playFrame(page).evaluate(() => (window as Window & { reelRests?: number[] }).reelRests ?? []);

/** One spin to its result; returns the text of the winning combination on show, or '' when nothing won. */
async function spin(slot: FrameLocator, seen: Set<string>): Promise<string> {
  await slot.getByRole('button', { name: 'Spin', exact: true }).click();
  const result = slot.getByTestId('slot-result');
  await expect
    .poll(async () => seen.has((await result.getAttribute('data-round-id').catch(() => null)) ?? ''), { timeout: 60_000 })
    .toBe(false);
  await expect(result).toBeVisible();
  seen.add((await result.getAttribute('data-round-id'))!);
  await expect(slot.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();
  return /^You won/.test(await result.innerText()) ? slot.getByTestId('slot-win-line').innerText() : '';
}

test('slot reels rest one by one from the left, and a line win is drawn along its payline', async ({ page }) => {
  test.slow();
  await recordReelRests(page);
  await page.goto('/game/lucky-lanterns?demo=true');
  await waitForGame(page);
  const slot = gameFrame(page);
  const seen = new Set<string>();

  let line = '';
  for (let spins = 0; spins < 40 && !line.startsWith('Line'); spins += 1) {
    line = await spin(slot, seen);
    // Every spin rests its five reels in order (a feature's free spins each do the same).
    const rests = await restsOf(page);
    expect(rests.length % 5).toBe(0);
    for (let i = 0; i < rests.length; i += 1) expect(rests[i]).toBe(i % 5);
  }
  expect(line, 'no line win in 40 spins').toMatch(/^Line \d+: \d × .+ pays €/);
  // The wins take turns on screen: the payline drawn and the line named are read together, in one look at the page,
  // until a line win's turn comes round (a scatter's turn draws no line).
  const onShow = () =>
    playFrame(page).evaluate(() => ({
      text: document.querySelector('[data-testid="slot-win-line"]')?.textContent ?? '',
      line: document.querySelector('[data-testid="slot-payline"]')?.getAttribute('data-line') ?? null,
    }));
  await expect
    .poll(async () => {
      const { text, line: drawn } = await onShow();
      return drawn !== null && text.startsWith(`Line ${drawn}:`);
    })
    .toBe(true);
});

test('with reduced motion the reels neither scroll nor bounce', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/game/lucky-lanterns?demo=true');
  await waitForGame(page);
  const slot = gameFrame(page);
  await spin(slot, new Set());
  const landing = slot.locator('[data-testid="slot-reel"] .reel-land').first();
  await expect(landing).toHaveCSS('animation-name', 'none');
});
