import { signUpByApi } from '../support/auth';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { euroCents, formatEuro, gameFrame, waitForGame } from '../support/play';

test('a funded player deals a real Casino Hold’em hand with the AA bonus, calls, and finds it in the game history', async ({
  page,
  stack,
}, testInfo) => {
  const email = uniqueEmail('holdem', testInfo.project.name);
  await signUpByApi(page, { fullName: 'Doyle Brunson', email, password: 'texas dolly 1976' });
  await stack.adjustWallet({ email, currency: 'EUR', amount: '50.00', reason: 'Test funds' });

  await page.goto('/game/casino-holdem');
  await waitForGame(page);
  const holdem = gameFrame(page);
  await expect(holdem.getByText('Real money')).toBeVisible();
  await expect(holdem.getByTestId('holdem-ante-table')).toContainText('100 to 1');
  await expect(holdem.getByTestId('holdem-aa-bonus')).toContainText('Pair of Aces');
  await expect(holdem.getByTestId('play-balance')).toHaveText('€50.00');
  await holdem.getByTestId('play-ante').fill('2.00');
  await holdem.getByTestId('play-aa-bonus').fill('1.00');

  await holdem.getByRole('button', { name: 'Deal' }).click();
  const player = holdem.getByTestId('holdem-player').locator('li[data-card]');
  await expect(player).toHaveCount(2);
  await expect(holdem.getByTestId('holdem-board').locator('li[data-card]')).toHaveCount(3);
  await expect(holdem.getByTestId('holdem-dealer').locator('li[data-card]')).toHaveCount(0);
  await expect(holdem.getByTestId('holdem-hint')).toHaveText(/^Hint: (Call|Fold)$/);
  await expect(holdem.getByTestId('play-balance')).toHaveText('€47.00');

  // The board's five places fit the screen, phone included.
  const width = page.viewportSize()!.width;
  for (const place of await holdem.getByTestId('holdem-board').locator('li').all()) {
    const box = (await place.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }

  await holdem.getByRole('button', { name: 'Call', exact: true }).click();
  await expect(holdem.getByTestId('holdem-board').locator('li[data-card]')).toHaveCount(5);
  await expect(holdem.getByTestId('holdem-dealer').locator('li[data-card]')).toHaveCount(2);
  await expect(holdem.getByTestId('holdem-bets').locator('li[data-bet="call"]')).toHaveAttribute('data-result', /^(win|push|lose)$/);
  const result = holdem.getByTestId('holdem-result');
  await expect(result).toHaveText(/^(You won €\d+\.\d{2}|Returned €\d+\.\d{2}|No win this hand)$/);
  const text = await result.innerText();
  const expected = 5_000 - 700 + (text.startsWith('No win') ? 0 : euroCents(text));
  await expect(holdem.getByTestId('play-balance')).toHaveText(formatEuro(expected));
  await expect(holdem.getByRole('button', { name: 'Deal' })).toBeEnabled();
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText(formatEuro(expected));

  await page.goto('/profile/game-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Game history' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Your last 10 rounds' })
    .getByRole('link', { name: /Casino Hold'em/ })
    .click();
  await expect(page).toHaveURL(/\/profile\/game-history\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: "Casino Hold'em" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Showdown: Call' })).toBeVisible();
  await expect(page.getByText('AA bonus').first()).toBeVisible();
});
