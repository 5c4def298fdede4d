import { readFileSync } from 'node:fs';
import { isPhone, signUp } from '../support/auth';
import { expect, test, uniqueEmail } from '../support/fixtures';

// The game history page as a new player finds it, before any round. Rounds played through the game
// client (and their recall) join this spec once the game platform can play them.

const CSV_HEADER = 'Round ID,Placed at (UTC),Settled at (UTC),Game,Provider,Currency,Stake,Win,Balance after,Status';

test('a new player opens the game history from the account menu, filters it and exports an empty CSV', async ({ page }, testInfo) => {
  await page.goto('/');
  await signUp(page, { fullName: 'Grace Hopper', email: uniqueEmail('history', testInfo.project.name), password: 'compiler cobol 1959' });
  // No win has been settled on this fresh site: the lobby shows no winners strip rather than made-up ones.
  await expect(page.getByRole('heading', { name: 'Top games' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Live wins' })).toHaveCount(0);

  await page.goto('/profile');
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('dialog', { name: 'Account menu' }).getByRole('link', { name: 'Game History' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Account pages' }).getByRole('link', { name: 'Game History' }).click();
  }
  await expect(page).toHaveURL(/\/profile\/game-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Game history' })).toBeVisible();
  await expect(page.getByText('You have not played for real money yet.')).toBeVisible();

  // Filters go into the address, and a range that ends before it starts is named, not sent.
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('From').fill('2026-03-10');
  await filters.getByLabel('To').fill('2026-03-01');
  await expect(filters.getByText('The start date must be on or before the end date.')).toBeVisible();
  await filters.getByLabel('To').fill('2026-03-31');
  await expect(page).toHaveURL(/from=2026-03-10&to=2026-03-31/);
  await expect(page.getByText('No rounds in this period.')).toBeVisible();
  await expect(filters.getByLabel('Provider')).toHaveValue('');

  const download = page.waitForEvent('download');
  await filters.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('game-history.csv');
  expect(readFileSync((await file.path())!, 'utf8')).toBe(`${CSV_HEADER}\r\n`);

  // A round that is not the player's is a clear message, not an error page.
  await page.goto('/profile/game-history/b1d4c1d6-0000-4000-8000-000000000000');
  await expect(page.getByText('This round does not exist or is not yours.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to game history' }).click();
  await expect(page).toHaveURL(/\/profile\/game-history$/);
});
