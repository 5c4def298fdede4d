import { readFileSync } from 'node:fs';
import { isPhone, signUpByApi } from '../support/auth';
import { BOTH_WIDTHS, expect, test, uniqueEmail } from '../support/fixtures';
import { euroCents, gameFrame, waitForGame } from '../support/play';

// The game history page: as a new player finds it, and with a real-money round played through the game
// client, recalled and verified against its seeds once they are rotated.

const CSV_HEADER = 'Round ID,Placed at (UTC),Settled at (UTC),Game,Provider,Currency,Stake,Win,Jackpot win,Balance after,Status,Session';

test(
  'a new player opens the game history from the account menu, filters it and exports an empty CSV',
  BOTH_WIDTHS,
  async ({ page }, testInfo) => {
    await signUpByApi(page, {
      fullName: 'Grace Hopper',
      email: uniqueEmail('history', testInfo.project.name),
      password: 'compiler cobol 1959',
    });
    await page.goto('/');
    // The winners strip shows settled wins only: there is one exactly when the API lists a win (other specs on
    // this worker's site may have settled some), never made-up ones on a site without any.
    await expect(page.getByRole('heading', { name: 'Top games' })).toBeVisible();
    const { winners } = (await (await page.request.get('/game-aggregator-service/api/v1/winners/latest')).json()) as { winners: unknown[] };
    await expect(page.getByRole('heading', { name: 'Live wins' })).toHaveCount(winners.length > 0 ? 1 : 0);

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
  },
);

test('a player plays a real round, rotates the seeds and verifies the round from its recall', async ({ page, stack }, testInfo) => {
  const email = uniqueEmail('verify', testInfo.project.name);
  await signUpByApi(page, { fullName: 'Emmy Noether', email, password: 'invariant theory 1918' });
  await stack.adjustWallet({ email, currency: 'EUR', amount: '20.00', reason: 'Test funds' });

  await page.goto('/game/ember-dice');
  await waitForGame(page);
  const dice = gameFrame(page);
  // €1.00 under 50.00: the smallest stake pays ×1.9601 short of a cent, so the server takes it only from here.
  await dice.getByTestId('play-stake').fill('1.00');
  await dice.getByRole('button', { name: 'Roll', exact: true }).click();
  // The roll counts up to its value; the outcome line appears once it is there.
  await expect(dice.getByText(/^(You won|Returned|No win this time)/)).toBeVisible();
  const roll = await dice.getByTestId('dice-roll').innerText();

  // The round's server seed is revealed by rotating the pair.
  await page.goto('/provably-fair');
  await page.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(page.getByTestId('revealed-server-seed')).toHaveCount(1);

  await page.goto('/profile/game-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Game history' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Your last 10 rounds' })
    .getByRole('link', { name: /Ember Dice/ })
    .click();
  await expect(page).toHaveURL(/\/profile\/game-history\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ember Dice' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Rolled ${roll}` })).toBeVisible();

  await page.getByRole('link', { name: 'Verify this round' }).click();
  await expect(page).toHaveURL(/\/provably-fair\?round=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('played-round-verdict')).toHaveText(/^Verified: the server seed matches its hash/);
});

test('a player’s fishing shots make one session line in the history, which opens into its shots', async ({ page, stack }, testInfo) => {
  const email = uniqueEmail('fishing-history', testInfo.project.name);
  // With reduced motion the targets rest in their lanes, so a tap finds them where they are drawn.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signUpByApi(page, { fullName: 'Izaak Walton', email, password: 'compleat angler 1653' });
  await stack.adjustWallet({ email, currency: 'EUR', amount: '20.00', reason: 'Test funds' });

  await page.goto('/game/kraken-catch');
  await waitForGame(page);
  const game = gameFrame(page);
  await game.getByTestId('play-stake').fill('1.00');
  const balance = game.getByTestId('play-balance');
  for (let shot = 0; shot < 2; shot += 1) {
    const before = await balance.innerText();
    const fish = game.getByTestId('fishing-fish').first();
    await fish.click();
    await expect(balance).not.toHaveText(before);
    await expect(fish).toBeEnabled();
  }
  const net = euroCents(await balance.innerText()) - 2000;

  await page.goto('/profile/game-history');
  const results = page.getByRole('region', { name: 'Rounds' });
  const netText = `${net < 0 ? '-' : ''}€${(Math.abs(net) / 100).toFixed(2)}`;
  await expect(results.getByText(/^Fishing session · /).filter({ visible: true })).toHaveText(`Fishing session · 2 shots · net ${netText}`);
  const toggle = results.getByRole('button', { name: /^Show shots: Kraken Catch/ }).filter({ visible: true });
  await toggle.click();
  const shots = results.getByRole('list', { name: 'Shots of this Kraken Catch session' }).filter({ visible: true });
  await expect(shots.getByRole('listitem')).toHaveCount(2);
  await expect(shots.getByRole('listitem').first()).toContainText('€1.00 →');
  await results
    .getByRole('button', { name: /^Hide shots: Kraken Catch/ })
    .filter({ visible: true })
    .click();
  await expect(shots).toHaveCount(0);
});
