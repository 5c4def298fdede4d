import type { Locator, Page, TestInfo } from '@playwright/test';
import { isPhone } from '../support/auth';
import { expect, test } from '../support/fixtures';

const CATEGORIES = ['card', 'slots', 'video_poker', 'poker', 'casual', 'craps', 'roulette', 'crash', 'lottery', 'fishing', 'virtual_sports', 'scratch'];

/** The search icon lives in the header on desktop and in the bottom bar on phones. */
async function openSearch(page: Page, testInfo: TestInfo): Promise<Locator> {
  const scope = isPhone(testInfo) ? page.getByRole('navigation', { name: 'Bottom bar' }) : page.getByRole('banner');
  await scope.getByRole('button', { name: 'Search' }).click();
  return page.getByRole('dialog', { name: 'Search' });
}

test('a visitor searches games and providers from the overlay', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Top games' })).toBeVisible();

  const search = await openSearch(page, testInfo);
  await expect(search.getByRole('heading', { name: 'Playing Now' })).toBeVisible();
  const tiles = search.getByRole('tabpanel').getByRole('article');
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.count()).toBeLessThanOrEqual(15);

  // Any part of the name, any letter case.
  await search.getByLabel('Search games').fill('eOn nIGH');
  await expect(search.getByRole('link', { name: /Neon Nights/ })).toBeVisible();
  // Switching tabs clears both boxes.
  await search.getByRole('tab', { name: 'Providers' }).click();
  await search.getByRole('tab', { name: 'Search' }).click();
  await expect(search.getByLabel('Search games')).toHaveValue('');

  // A visitor clicking a game that has art is asked to sign in.
  await search.getByLabel('Search games').fill('neon nights');
  await search.getByRole('link', { name: /Neon Nights/ }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Close' }).click();

  // Providers tab: filter, open the provider page, the overlay closes.
  const again = await openSearch(page, testInfo);
  await again.getByRole('tab', { name: 'Providers' }).click();
  await again.getByLabel('Search providers').fill('VELVET');
  await again.getByRole('link', { name: /VelvetReel/ }).click();
  await expect(page).toHaveURL(/\/games\/all\/VelvetReel$/);
  await expect(again).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: /Velvet Vault/ })).toBeVisible();
});

test('every category page lists games; an unknown category is a 404', async ({ page }) => {
  for (const category of CATEGORIES) {
    const res = await page.goto(`/games/${category}`);
    expect(res?.status(), category).toBe(200);
    await expect(page.getByRole('main').getByRole('article').first(), category).toBeVisible();
  }
  const res = await page.goto('/games/blackjack');
  expect(res?.status()).toBe(404);
});
