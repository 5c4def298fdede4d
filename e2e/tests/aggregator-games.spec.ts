import { signUp } from '../support/auth';
import { expect, testWithStack, uniqueEmail } from '../support/fixtures';
import { SANDBOX_AGGREGATOR_FEED } from '../support/stack';

// A game of an outside aggregator: the sandbox aggregator runs as its own process beside the stack, its feed was
// imported with the operator's command as the stack started, and a player plays its game for real money in the game
// page's frame.

const test = testWithStack('aggregator', {}, {}, { withAggregator: true });

test('a player plays an imported aggregator game for real money; the round reaches the balance and the bet history', async ({
  page,
  stack,
}, testInfo) => {
  // Imported as the stack started: importing the feed again updates its row in place.
  expect(await stack.runOperatorCommand('catalogue:import', [SANDBOX_AGGREGATOR_FEED])).toMatch(/Added 0, updated 1, rejected 0/);
  const email = uniqueEmail('grace', testInfo.project.name);
  await page.goto('/');
  await signUp(page, { fullName: 'Grace Hopper', email, password: 'compiler pioneer 1952' });
  await stack.adjustWallet({ email, currency: 'EUR', amount: '20.00', reason: 'Test funds' });

  await page.goto('/game/coin-flip');
  const game = page.frameLocator('iframe[src*="/games/"]');
  await expect(game.getByRole('heading', { name: 'Coin Flip' })).toBeVisible();
  await expect(game.locator('#balance')).toHaveText('20.00 EUR');
  await game.getByLabel('Stake in EUR').fill('1.00');
  await game.getByRole('button', { name: 'Flip' }).click();
  const result = game.getByRole('status');
  await expect(result).toHaveText(/^(Heads: you win 2\.00 EUR|Tails: no win)/);
  const win = (await result.innerText()).startsWith('Heads') ? 2 : 0;

  // The aggregator settles the round on its own timer; the page around the frame follows the balance.
  await expect(game.locator('#rounds li').first()).toHaveText(`Stake 1.00, win ${win.toFixed(2)}`);
  const balance = `€${(19 + win).toFixed(2)}`;
  await expect(game.locator('#balance')).toHaveText(`${(19 + win).toFixed(2)} EUR`);
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText(balance);

  await page.goto('/profile/game-history');
  const line = page.getByRole('row').filter({ hasText: 'Coin Flip' });
  await expect(line).toContainText('Sandbox Aggregator');
  await expect(line).toContainText('€1.00');
  await expect(line).toContainText(`€${win.toFixed(2)}`);
  await expect(line).toContainText("Replay kept by the game's studio");
  expect(await stack.runOperatorCommand('ledger:check', [])).toContain('Ledger OK: every invariant holds.');
});
