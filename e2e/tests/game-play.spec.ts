import { signUp } from '../support/auth';
import { BOTH_WIDTHS, expect, test, uniqueEmail } from '../support/fixtures';
import { euroCents, formatEuro, gameFrame, waitForGame } from '../support/play';
import { openSearch } from '../support/search';

test('a visitor finds a slot and a roulette in search and plays each in demo', BOTH_WIDTHS, async ({ page }, testInfo) => {
  await page.goto('/');
  let search = await openSearch(page, testInfo);
  await search.getByLabel('Search games').fill('lucky lant');
  await search.getByRole('link', { name: 'Play Lucky Lanterns in demo mode' }).click();
  await expect(page).toHaveURL(/\/game\/lucky-lanterns\?demo=true$/);
  await waitForGame(page);

  const slot = gameFrame(page);
  await expect(slot.getByText('Demo: play credits, real odds')).toBeVisible();
  const before = euroCents(await slot.getByTestId('play-balance').innerText());
  const stake = euroCents(await slot.getByTestId('play-stake').innerText());
  await slot.getByRole('button', { name: 'Spin' }).click();
  const result = slot.getByTestId('slot-result');
  await expect(result).toBeVisible({ timeout: 120_000 });
  const win = /^(You won|Returned)/.test(await result.innerText()) ? euroCents(await result.innerText()) : 0;
  await expect(slot.getByTestId('play-balance')).toHaveText(formatEuro(before - stake + win));

  search = await openSearch(page, testInfo);
  await search.getByLabel('Search games').fill('lunar roul');
  await search.getByRole('link', { name: 'Play Lunar Roulette in demo mode' }).click();
  await expect(page).toHaveURL(/\/game\/lunar-roulette\?demo=true$/);
  await waitForGame(page);
  const roulette = gameFrame(page);
  await roulette.getByRole('button', { name: 'Red', exact: true }).click();
  await roulette.getByRole('button', { name: 'Spin' }).click();
  await expect(roulette.getByTestId('roulette-result')).toHaveText(/^\d{1,2} (red|black|green)$/i);
});

test('a funded player plays five real-money spins and the header balance follows exactly', async ({ page, stack }, testInfo) => {
  const email = uniqueEmail('ada', testInfo.project.name);
  await page.goto('/');
  await signUp(page, { fullName: 'Ada Lovelace', email, password: 'analytical engine 1843' });
  await stack.adjustWallet({ email, currency: 'EUR', amount: '100.00', reason: 'Test funds' });

  await page.goto('/game/lucky-lanterns');
  await waitForGame(page);
  const slot = gameFrame(page);
  await expect(slot.getByText('Real money')).toBeVisible();
  await expect(slot.getByTestId('play-balance')).toHaveText('€100.00');
  const stake = euroCents(await slot.getByTestId('play-stake').innerText());

  let expected = 10_000;
  const rounds = new Set<string>();
  const result = slot.getByTestId('slot-result');
  for (let spin = 0; spin < 5; spin += 1) {
    await slot.getByRole('button', { name: 'Spin' }).click();
    // Each spin's outcome is a round of its own (the spinning state may pass before it is looked at).
    await expect(result).toBeVisible({ timeout: 120_000 });
    await expect.poll(async () => rounds.has((await result.getAttribute('data-round-id')) ?? ''), { timeout: 120_000 }).toBe(false);
    rounds.add((await result.getAttribute('data-round-id'))!);
    await expect(slot.getByRole('button', { name: 'Spin' })).toBeEnabled();
    const text = await result.innerText();
    expected += -stake + (/^(You won|Returned)/.test(text) ? euroCents(text) : 0);
    await expect(slot.getByTestId('play-balance')).toHaveText(formatEuro(expected));
  }
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText(formatEuro(expected));
  const [account] = await stack.query<{ balance: string }>(
    `SELECT a.balance::text AS balance FROM ledger_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = $1 AND a.kind = 'player_real' AND a.currency = 'EUR'`,
    [email],
  );
  expect(Number(account?.balance)).toBe(expected);
});

test('a mines round left by closing the page resumes where it stood', async ({ page, context, stack }, testInfo) => {
  const email = uniqueEmail('mary', testInfo.project.name);
  await page.goto('/');
  await signUp(page, { fullName: 'Mary Somerville', email, password: 'connexion of sciences' });
  await stack.adjustWallet({ email, currency: 'EUR', amount: '50.00', reason: 'Test funds' });

  await page.goto('/game/lighthouse-mines');
  await waitForGame(page);
  const mines = gameFrame(page);
  // One mine in 25: open tiles until one is safe (a mine ends the round; start another). From €10.00 every
  // mine count is paid to the cent (below, rounding refuses one mine).
  let tile = 0;
  for (;;) {
    await mines.getByTestId('play-stake').fill('10.00');
    await mines.getByRole('slider').fill('1');
    await mines.getByRole('button', { name: 'Start' }).click();
    await mines.getByRole('button', { name: `Tile ${tile + 1}`, exact: true }).click();
    const opened = mines.getByRole('button', { name: new RegExp(`^Tile ${tile + 1}: `) });
    await expect(opened).toBeVisible();
    if ((await opened.getAttribute('data-tile')) === 'gem') break;
    tile += 1;
  }
  await expect(mines.getByRole('button', { name: /^Cash out/ })).toBeVisible();
  await page.close();

  const again = await context.newPage();
  await again.goto('/game/lighthouse-mines');
  await waitForGame(again);
  const resumed = gameFrame(again);
  await expect(resumed.getByRole('button', { name: `Tile ${tile + 1}: safe` })).toBeVisible();
  await resumed.getByRole('button', { name: /^Cash out/ }).click();
  // One safe tile of 25 pays ×1.01: at the €0.10 minimum that is the stake back, which is no win.
  await expect(resumed.getByTestId('mines-result')).toHaveText(/^(You cashed out|Cashed out: returned) €\d/);
});

test('a visitor scratches the foil off a demo ticket', async ({ page }) => {
  await page.goto('/game/comet-scratch?demo=true');
  await waitForGame(page);
  const ticket = gameFrame(page);
  await ticket.getByRole('button', { name: 'Buy ticket' }).click();
  await expect(ticket.getByText('Scratch the foil to reveal your ticket')).toBeVisible();

  // Strokes across the foil, row after row, as a finger would.
  const foil = ticket.locator('canvas');
  await foil.scrollIntoViewIfNeeded();
  const box = (await foil.boundingBox())!;
  for (let row = 0; row <= 8; row += 1) {
    const y = box.y + (box.height * row) / 8;
    await page.mouse.move(box.x, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width, y, { steps: 8 });
    await page.mouse.up();
  }
  await expect(foil).toHaveCount(0);
  await expect(ticket.getByTestId('scratch-result')).toHaveText(/^(You won €\d+\.\d{2}|Returned €\d+\.\d{2}|No win this time)$/);
});

test('a visitor rolls dice as the game opens, and is told before rolling when rounding would refuse the stake', async ({ page }) => {
  await page.goto('/game/ember-dice?demo=true');
  await waitForGame(page);
  const dice = gameFrame(page);
  // The default target at €0.10 would lose more than 0.1 % to rounding: the game opens at a stake it is paid in full at.
  await expect(dice.getByTestId('play-rounding-notice')).toHaveCount(0);
  await dice.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(dice.getByText(/^(You won €\d+\.\d{2}|No win this time)$/)).toBeVisible();
  await expect(dice.getByRole('alert')).toHaveCount(0);

  await dice.getByTestId('play-stake').fill('0.10');
  await expect(dice.getByTestId('play-rounding-notice')).toContainText('raise the stake');
  await dice.getByTestId('play-stake').fill('10.00');
  await expect(dice.getByTestId('play-rounding-notice')).toHaveCount(0);
});
