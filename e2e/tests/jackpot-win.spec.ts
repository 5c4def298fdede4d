import { fileURLToPath } from 'node:url';
import { jackpotFloat } from '@casino/games';
import type { Locator } from '@playwright/test';
import { signUpByApi } from '../support/auth';
import { expect, testWithStack, uniqueEmail } from '../support/fixtures';
import { euroCents, gameFrame, waitForGame } from '../support/play';

// A stack of its own whose jackpot is won 1 time in 1 (e2e/support/jackpots-always.json; the shipped settings are
// untouched): every real-money spin on a slot wins the whole pool, seeded with €1,000.00.
const test = testWithStack('jackpot', { JACKPOTS_FILE: fileURLToPath(new URL('../support/jackpots-always.json', import.meta.url)) });

test('a spin that wins the jackpot is celebrated and paid, and its draw is recomputed on the provably fair page', async ({
  page,
  stack,
}, testInfo) => {
  const email = uniqueEmail('jackpot-win', testInfo.project.name);
  await signUpByApi(page, { fullName: 'Grace Hopper', email, password: 'compiler nanosecond 1952' });
  await stack.adjustWallet({ email, currency: 'EUR', amount: '100.00', reason: 'Test funds' });
  await page.goto('/game/lucky-lanterns');
  await waitForGame(page);
  const slot = gameFrame(page);
  await slot.getByLabel('Coin value').selectOption({ label: '€0.50' });
  await expect(slot.getByTestId('play-stake')).toHaveText('€5.00');
  const [pool] = await stack.query<{ balance: string }>(
    `SELECT balance::text AS balance FROM ledger_accounts WHERE kind = 'jackpot' AND currency = 'EUR'`,
  );
  await slot.getByRole('button', { name: 'Spin' }).click();

  // The whole pool with the spin's own 1 % share of €5.00, over the game.
  const won = Number(pool!.balance) + 5;
  const celebration = slot.getByRole('alertdialog', { name: 'Jackpot!' });
  await expect(celebration).toBeVisible({ timeout: 120_000 });
  await expect(celebration).toContainText('You won the Always Jackpot');
  expect(euroCents(await celebration.getByTestId('jackpot-win-amount').innerText())).toBe(won);
  // It fits the screen, a phone's too.
  const box = (await celebration.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  // The balance behind it already holds the jackpot: €100.00 − €5.00 + the game's win + the pool.
  const roundId = (await slot.getByTestId('slot-result').getAttribute('data-round-id'))!;
  const [round] = await stack.query<{ win: string }>(`SELECT win::text AS win FROM game_rounds WHERE id = $1`, [roundId]);
  await expect
    .poll(async () => euroCents(await slot.getByTestId('play-balance').innerText()))
    .toBe(10_000 - 500 + Number(round!.win) + won);
  await celebration.getByRole('button', { name: 'Collect' }).click();
  await expect(celebration).toBeHidden();

  // Once the seeds are rotated, the round's jackpot draw is recomputed in the browser: the float at 1 in 1 always wins.
  await page.goto('/provably-fair');
  const panel = page.getByRole('region', { name: 'Your seeds' });
  const activeHash = panel.getByTestId('active-server-seed-hash');
  await expect(activeHash).toHaveText(/^[0-9a-f]{64}$/);
  const hashBefore = (await activeHash.textContent())!;
  await panel.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(activeHash).not.toHaveText(hashBefore);
  const revealed = panel.getByRole('article').first();
  const serverSeed = (await revealed.getByTestId('revealed-server-seed').textContent())!;

  await page.goto(`/provably-fair?round=${roundId}`);
  const played = page.getByRole('region', { name: 'Your round of Lucky Lanterns' });
  const [seeds] = await stack.query<{ client_seed: string; nonce: number }>(`SELECT client_seed, nonce FROM game_rounds WHERE id = $1`, [
    roundId,
  ]);
  const float = await jackpotFloat({ serverSeed, clientSeed: seeds!.client_seed, nonce: seeds!.nonce });
  const expectDraw = async (draw: Locator) => {
    await expect(draw.getByTestId('jackpot-draw-float')).toHaveText(float.toFixed(10));
    await expect(draw.getByTestId('jackpot-draw-chance')).toHaveText('1 in 1');
    await expect(draw.getByTestId('jackpot-draw-result')).toHaveText('Won: floor(float × 1) = 0');
  };
  await expectDraw(played.getByRole('region', { name: 'Jackpot draw' }));
  await expect(played.getByTestId('played-round-verdict')).toHaveText(/^Verified: /);

  // Handed to the verify tool with its chance, the same draw comes out of the seeds.
  await played.getByRole('button', { name: 'Show the seeds in the verifier' }).click();
  const form = page.getByRole('region', { name: 'Verify a round' });
  await expect(form.getByLabel('Jackpot chance: 1 in')).toHaveValue('1');
  await form.getByRole('button', { name: 'Compute outcome' }).click();
  await expectDraw(form.getByRole('region', { name: 'Computed round' }).getByRole('region', { name: 'Jackpot draw' }));
});
