import { LOTTERY_TITLES, lotteryFamily } from '@casino/games';
import { signUpByApi } from '../support/auth';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { expectRecallSummary, openLatestRound, recallFact, recallStep } from '../support/game-history';
import { euroCents, formatEuro, gameFrame, waitForGame } from '../support/play';
import { activeSeedPair, floatsAt } from '../support/seeds';

test('a visitor picks five numbers on Night Owl Keno in demo, plays and sees the draw, the hits and the win', async ({ page }) => {
  await page.goto('/game/night-owl-keno?demo=true');
  await waitForGame(page);
  const keno = gameFrame(page);
  const numbers = keno.getByTestId('lottery-number');
  await expect(numbers).toHaveCount(40);
  await expect(keno.getByTestId('lottery-pick-count')).toHaveText('Picked 0 of 10');
  await expect(keno.getByRole('button', { name: 'Play' })).toBeDisabled();
  const before = euroCents(await keno.getByTestId('play-balance').innerText());
  // Five picks at the €0.10 minimum would lose more than 0.1 % to rounding: the server takes them from €1.00.
  await keno.getByTestId('play-stake').fill('1.00');
  const stake = Math.round(Number(await keno.getByTestId('play-stake').inputValue()) * 100);

  // The board fits the screen, phone included.
  const width = page.viewportSize()!.width;
  for (const cell of [numbers.first(), numbers.last()]) {
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }

  const picks = [3, 11, 19, 27, 40];
  for (const number of picks) await keno.locator(`[data-testid="lottery-number"][data-number="${number}"]`).click();
  await expect(keno.getByTestId('lottery-pick-count')).toHaveText('Picked 5 of 10');
  await expect(keno.locator('[data-testid="lottery-number"][aria-pressed="true"]')).toHaveCount(5);
  await expect(keno.getByTestId('lottery-pay-table')).toContainText('Pays for 5 picks');
  await expect(keno.getByTestId('lottery-pay-table')).toContainText('Match 5');

  await keno.getByRole('button', { name: 'Play' }).click();
  const result = keno.getByTestId('lottery-result');
  await expect(result).toHaveText(/^Matched [0-5]: (you won €[\d,]+\.\d{2}|returned €[\d,]+\.\d{2}|no win this time)$/);
  await expect(keno.getByTestId('lottery-drawn')).toHaveCount(10);
  const text = await result.innerText();
  const hits = Number(/Matched (\d)/.exec(text)![1]);
  // The hits are lit on the board and among the balls drawn, and they are the player's numbers.
  await expect(keno.locator('[data-testid="lottery-drawn"][data-hit]')).toHaveCount(hits);
  const lit = keno.locator('[data-testid="lottery-number"][data-hit]');
  await expect(lit).toHaveCount(hits);
  for (const cell of await lit.all()) expect(picks).toContain(Number(await cell.getAttribute('data-number')));
  const win = /you won|returned/.test(text) ? euroCents(text) : 0;
  await expect(keno.locator('tr[data-winning]')).toHaveCount(win > 0 ? 1 : 0);
  await expect(keno.getByTestId('play-balance')).toHaveText(formatEuro(before - stake + win));

  // The picks stay for the next ticket; Clear lets them go and Random pick fills the board's ten.
  await expect(keno.getByRole('button', { name: 'Play' })).toBeEnabled();
  await keno.getByRole('button', { name: 'Clear' }).click();
  await expect(keno.getByTestId('lottery-pick-count')).toHaveText('Picked 0 of 10');
  await keno.getByRole('button', { name: 'Random pick' }).click();
  await expect(keno.getByTestId('lottery-pick-count')).toHaveText('Picked 10 of 10');
});

test('a player picks five numbers on Night Owl Keno and plays a real-money draw; the header balance and the game history follow', async ({
  page,
  stack,
}, testInfo) => {
  const email = uniqueEmail('keno', testInfo.project.name);
  await signUpByApi(page, { fullName: 'Cheung Yan', email, password: 'white pigeon ticket 1866' });
  await stack.adjustWallet({ email, currency: 'EUR', amount: '20.00', reason: 'Test funds' });

  await page.goto('/game/night-owl-keno');
  await waitForGame(page);
  const keno = gameFrame(page);
  const balance = keno.getByTestId('play-balance');
  const headerBalance = page.getByRole('banner').getByTestId('header-balance');
  await expect(keno.getByText('Real money')).toBeVisible();
  await expect(balance).toHaveText('€20.00');
  await expect(headerBalance).toHaveText('€20.00');

  // The draw the player's seeds make next for these picks: the round the API plays.
  const picks = [3, 11, 19, 27, 40];
  const config = LOTTERY_TITLES.NightOwlKeno.config;
  const seeds = await activeSeedPair(stack, email);
  const round = lotteryFamily.open(config, { amount: 100n, picks }, await floatsAt(seeds, seeds.nonce, config.drawn));
  const { drawn, hits, multiplier } = round.steps[0]!;
  const win = Number(round.win);

  await keno.getByTestId('play-stake').fill('1.00');
  for (const number of picks) await keno.locator(`[data-testid="lottery-number"][data-number="${number}"]`).click();
  await expect(keno.getByTestId('lottery-pick-count')).toHaveText('Picked 5 of 10');
  await keno.getByRole('button', { name: 'Play' }).click();

  // The numbers come out in the order drawn, the player's among them lit; the win is paid at once.
  await expect(keno.getByTestId('lottery-drawn')).toHaveText(drawn.map(String));
  await expect(keno.locator('[data-testid="lottery-drawn"][data-hit]')).toHaveText(drawn.filter((n) => hits.includes(n)).map(String));
  await expect(keno.getByTestId('lottery-result')).toHaveText(
    win > 100
      ? `Matched ${hits.length}: you won ${formatEuro(win)}`
      : win > 0
        ? `Matched ${hits.length}: returned ${formatEuro(win)}`
        : `Matched ${hits.length}: no win this time`,
  );
  const after = 2_000 - 100 + win;
  await expect(balance).toHaveText(formatEuro(after));
  await expect(headerBalance).toHaveText(formatEuro(after));

  // The game history lists the round first with its stake and win; its recall shows the ticket and the draw.
  await openLatestRound(page, 'Night Owl Keno', '€1.00', formatEuro(win));
  await expectRecallSummary(page, { before: 2_000, stake: 100, win });
  const step = recallStep(page, 'The draw');
  await expect(step.getByRole('cell')).toHaveText(picks.map(String));
  await expect(recallFact(step, 'Drawn')).toHaveText(drawn.join(' '));
  await expect(recallFact(step, 'Hits')).toHaveText(hits.length ? `${hits.length} (${hits.join(' ')})` : '0');
  await expect(recallFact(step, 'Multiplier')).toHaveText(`×${multiplier}`);
});
