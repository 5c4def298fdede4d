import { expect, type Browser, type FrameLocator, type Page } from '@playwright/test';

/** The game client inside the game page's frame. */
export const gameFrame = (page: Page): FrameLocator => page.frameLocator('iframe[src^="/play/"]');

/** "€1,234.50" → 123450 (cents); the tests fund players in EUR. */
export function euroCents(text: string): number {
  const match = /(-)?€([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`not a euro amount: ${text}`);
  const cents = Number(match[2]!.replaceAll(',', '')) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

/** Waits until the game client has loaded its session (its balance is on screen). */
export async function waitForGame(page: Page) {
  await expect(gameFrame(page).getByTestId('play-balance')).toBeVisible();
}

/** 12345 → "€123.45", -100 → "-€1.00": an amount as the site shows it to a player funded in EUR. */
export function formatEuro(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}€${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/** The game client's address of a launch from `gamePage` (e.g. a demo): the game page launches it and frames it. */
export async function launchedPlayUrl(browser: Browser, webUrl: string, gamePage: string): Promise<string> {
  const page = await browser.newPage();
  try {
    await page.goto(`${webUrl}${gamePage}`);
    const frame = page.locator('iframe[src^="/play/"]');
    await frame.waitFor({ timeout: 60_000 });
    return `${webUrl}${await frame.getAttribute('src')}`;
  } finally {
    await page.close();
  }
}
