import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** The fonts Chromium really drew a node's text with (not what the CSS asked for). */
async function fontsDrawing(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts;
}

test('a bitcoin amount is drawn in the site font from our own origin, the ₿ sign included', async ({ page, baseURL }) => {
  const fontRequests: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'font') fontRequests.push(req.url());
  });
  await page.goto('/provably-fair');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A bold amount as the wallet shows one: Debian's bold system sans has no ₿ glyph.
  await page.evaluate(() => {
    const amount = document.createElement('p');
    amount.id = 'btc-amount';
    amount.className = 'font-bold';
    amount.textContent = '₿0.00125000';
    document.querySelector('main')!.prepend(amount);
  });
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(() => fontsDrawing(page, '#btc-amount'))
    .toEqual([expect.objectContaining({ familyName: 'Inter', isCustomFont: true })]);
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(url.startsWith(`${baseURL}/_next/static/media/`), url).toBe(true);
});

test('the fallback shown before the font arrives takes the same room as the font', async ({ page }) => {
  await page.goto('/provably-fair');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const sizes = await page.evaluate(() => {
    const TEXT = 'Spread across your first five deposits: bonuses of up to 2,000 EUR and 150 free spins on selected slots.';
    const measure = (family: string, wrap: boolean) => {
      const p = document.createElement('p');
      p.style.cssText = `position:absolute;font:600 16px/1.5 ${family};${wrap ? 'width:20rem' : 'white-space:nowrap'}`;
      p.textContent = TEXT;
      document.body.append(p);
      const { width, height } = p.getBoundingClientRect();
      p.remove();
      return wrap ? height : width;
    };
    return {
      width: { font: measure("'Inter'", false), fallback: measure("'Inter Fallback'", false) },
      height: { font: measure("'Inter'", true), fallback: measure("'Inter Fallback'", true) },
    };
  });
  // As wide within 3 %, and as many lines when wrapped: the swap moves nothing visible.
  expect(Math.abs(sizes.width.fallback / sizes.width.font - 1)).toBeLessThan(0.03);
  expect(sizes.height.fallback).toBe(sizes.height.font);
});
