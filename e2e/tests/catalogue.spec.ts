import { signUpByApi } from '../support/auth';
import { CATEGORIES } from '../support/categories';
import { BOTH_WIDTHS, expect, test, uniqueEmail } from '../support/fixtures';
import { openSearch } from '../support/search';

test('a visitor searches games and providers from the overlay', BOTH_WIDTHS, async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Top games' })).toBeVisible();

  const search = await openSearch(page, testInfo);
  await expect(search.getByRole('heading', { name: 'Playing Now' })).toBeVisible();
  const tiles = search.getByRole('tabpanel').getByRole('article');
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.count()).toBeLessThanOrEqual(15);

  // Any part of the name, any letter case.
  await search.getByLabel('Search games').fill('eOn nIGH');
  await expect(search.getByRole('link', { name: /^Neon Nights/ })).toBeVisible();
  // Switching tabs clears both boxes.
  await search.getByRole('tab', { name: 'Providers' }).click();
  await search.getByRole('tab', { name: 'Search' }).click();
  await expect(search.getByLabel('Search games')).toHaveValue('');

  // A visitor clicking a game that has art is asked to sign in.
  await search.getByLabel('Search games').fill('neon nights');
  await search.getByRole('link', { name: /^Neon Nights/ }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Close' }).click();

  // Providers tab: filter, open the provider page, the overlay closes.
  const again = await openSearch(page, testInfo);
  await again.getByRole('tab', { name: 'Providers' }).click();
  await again.getByLabel('Search providers').fill('VELVET');
  await again.getByRole('link', { name: /VelvetReel/ }).click();
  await expect(page).toHaveURL(/\/games\/all\/VelvetReel$/);
  await expect(again).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: /^Velvet Vault/ })).toBeVisible();
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

test(
  'a visitor opens a game in demo mode from its tile and a category from the categories modal',
  BOTH_WIDTHS,
  async ({ page }, testInfo) => {
    await page.goto('/');
    const search = await openSearch(page, testInfo);
    await search.getByLabel('Search games').fill('silver tides');
    // Silver Tides has art now (every in-house title does), so its tile asks for sign-in; the demo is the tile's own link.
    await search.getByRole('link', { name: 'Play Silver Tides in demo mode' }).click();
    await expect(page).toHaveURL(/\/game\/[^?]+\?demo=true$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Silver Tides' })).toBeVisible();
    await expect(page.getByText('Demo mode')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign up' })).toBeVisible();

    await page.goto('/games/all');
    await page.getByRole('main').getByRole('button', { name: 'Categories' }).click();
    const modal = page.getByRole('dialog', { name: 'Game categories' });
    await modal.getByRole('link', { name: 'Roulette' }).click();
    await expect(page).toHaveURL(/\/games\/roulette$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Roulette' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^Lunar Roulette/ })).toBeVisible();
  },
);

test('catalogue pages arrive rendered from the server', async ({ request }) => {
  const top = (await (await request.get('/game-aggregator-service/api/v1/category/top-games')).json()) as { games: { name: string }[] };
  const home = await (await request.get('/')).text();
  expect(home).toContain(top.games[0]!.name);
  const topPage = await request.get('/games/top');
  expect(topPage.status()).toBe(200);
  expect(await topPage.text()).toContain(top.games.at(-1)!.name);
  const provider = await request.get('/games/all/velvetreel');
  expect(await provider.text()).toContain('Velvet Vault');
  expect((await request.get('/games/all/NoSuchStudio')).status()).toBe(404);
  expect((await request.get('/game/no-such-game?demo=true')).status()).toBe(404);
});

test('a retired game address sends its visitors to the new one for good, the query kept', async ({ request }) => {
  const moved = await request.get('/game/starforge-megaways?demo=true', { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  const location = new URL(moved.headers()['location']!, 'http://web.invalid');
  expect(location.pathname + location.search).toBe('/game/starforge-ways?demo=true');
  const page = await request.get('/game/starforge-ways?demo=true');
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('Starforge Ways');
});

test('a player marks favourites and finds them on My favourites', async ({ page }, testInfo) => {
  await signUpByApi(page, {
    fullName: 'Ada Lovelace',
    email: uniqueEmail('ada-fav', testInfo.project.name),
    password: 'analytical engine 1843',
  });

  await page.goto('/games/all/VelvetReel');
  const grid = page.getByRole('main');
  await grid.getByRole('button', { name: 'Add Neon Nights to favourites' }).click();
  await expect(grid.getByRole('button', { name: 'Remove Neon Nights from favourites' })).toHaveAttribute('aria-pressed', 'true');
  await grid.getByRole('button', { name: 'Add Velvet Vault to favourites' }).click();
  await expect(grid.getByRole('button', { name: 'Remove Velvet Vault from favourites' })).toBeVisible();

  // A signed-in player's click opens the game itself, not the sign-in dialog.
  await grid.getByRole('link', { name: /^Neon Nights/ }).click();
  await expect(page).toHaveURL(/\/game\/neon-nights$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Neon Nights' })).toBeVisible();
  await expect(page.getByText('Real money')).toBeVisible();

  await page.goto('/profile/my-favorites');
  const favourites = page.getByRole('main');
  await expect(favourites.getByText('Neon Nights')).toBeVisible();
  await expect(favourites.getByText('Velvet Vault')).toBeVisible();
  await favourites.getByRole('button', { name: 'Remove Velvet Vault from favourites' }).click();
  await expect(favourites.getByText('Velvet Vault')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('main').getByText('Neon Nights')).toBeVisible();
  await expect(page.getByRole('main').getByText('Velvet Vault')).toHaveCount(0);
});
