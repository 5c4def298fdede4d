import { signUp } from '../support/auth';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { euroCents, gameFrame, waitForGame } from '../support/play';

// The lobby's jackpot rail against the shipped settings (apps/api/data/jackpots.json): 1 % of each real-money
// stake on a slot feeds the pool of its currency, rounded down to a cent.

const GAME_API = '/game-aggregator-service/api/v1';

test('the lobby shows the live jackpot pools over the games that feed them, and a real-money spin grows its pool by its share', async ({
  page,
  stack,
}, testInfo) => {
  await page.goto('/');
  const rail = page.getByRole('region', { name: 'Jackpot games' });
  await expect(rail.getByRole('heading', { name: 'Jackpot games' })).toBeVisible();
  const { jackpots } = (await (await page.request.get(`${GAME_API}/jackpots`)).json()) as {
    jackpots: { name: string; currency: string; amount: string }[];
  };
  expect(jackpots.map((j) => j.currency)).toEqual(['EUR', 'USD']);
  const pool = rail.getByRole('listitem', { name: 'Grand Jackpot in EUR' });
  await expect(rail.getByRole('listitem', { name: 'Grand Jackpot in USD' })).toBeVisible();

  // Its games are games that feed a pool (the API's list), named by their tiles' demo links.
  const { gameIds } = (await (await page.request.get(`${GAME_API}/jackpots/games`)).json()) as { gameIds: string[] };
  const { games } = (await (await page.request.get(`${GAME_API}/games-and-categories/EUR`)).json()) as {
    games: { id: string; name: string }[];
  };
  const feeding = games.filter((g) => gameIds.includes(g.id)).map((g) => g.name);
  const demoLinks = rail.getByRole('article').getByRole('link', { name: /^Play .+ in demo mode$/ });
  await expect(demoLinks.first()).toBeVisible();
  for (const label of await demoLinks.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''))) {
    expect(feeding, label).toContain(/^Play (.+) in demo mode$/.exec(label)![1]);
  }

  // The ledger's pool, which the rail shows once its answer is fresh (other specs on this site may have fed it).
  const ledgerPool = async () => {
    const [row] = await stack.query<{ balance: string }>(
      `SELECT balance::text AS balance FROM ledger_accounts WHERE kind = 'jackpot' AND currency = 'EUR'`,
    );
    return Number(row!.balance);
  };
  const before = await ledgerPool();
  expect(before).toBeGreaterThanOrEqual(100_000); // never below the seed
  await expect.poll(async () => euroCents(await pool.innerText()), { timeout: 30_000 }).toBe(before);

  const email = uniqueEmail('jackpot', testInfo.project.name);
  await signUp(page, { fullName: 'Hedy Lamarr', email, password: 'frequency hopping 1942' });
  await stack.adjustWallet({ email, currency: 'EUR', amount: '100.00', reason: 'Test funds' });
  await page.goto('/game/lucky-lanterns');
  await waitForGame(page);
  const slot = gameFrame(page);
  await slot.getByLabel('Coin value').selectOption({ label: '€0.50' });
  await expect(slot.getByTestId('play-stake')).toHaveText('€5.00');
  await slot.getByRole('button', { name: 'Game rules and information' }).click();
  await expect(slot.getByTestId('play-jackpot-terms')).toContainText('1.00% of every real-money stake feeds the Grand Jackpot');
  await slot.getByRole('button', { name: 'Close' }).click();
  await slot.getByRole('button', { name: 'Spin' }).click();
  await expect(slot.getByTestId('slot-result')).toBeVisible({ timeout: 120_000 });

  // 1 % of €5.00: the pool holds 5 cents more, and the rail shows it once it has asked again.
  expect(await ledgerPool()).toBe(before + 5);
  await page.goto('/');
  await expect.poll(async () => euroCents(await pool.innerText()), { timeout: 30_000 }).toBe(before + 5);
});
