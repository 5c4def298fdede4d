import { plinkoFamily, TABLE_TITLES, type PlinkoConfig } from '@casino/games';
import { signUpByApi } from '../support/auth';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { formatEuro, waitForGame } from '../support/play';
import { activeSeedPair, floatsAt } from '../support/seeds';

type Sample = { header: string; balance: string; result: string; isFalling: boolean };

test('while the ball falls, the frame shows the balance less the stake and the header nothing of the result; then the result is worded by what it returned', async ({
  page,
  stack,
}, testInfo) => {
  const email = uniqueEmail('plinko', testInfo.project.name);
  await signUpByApi(page, { fullName: 'Pachinko Player', email, password: 'sixteen rows of pegs' });
  await stack.adjustWallet({ email, currency: 'EUR', amount: '20.00', reason: 'Test funds' });
  await page.goto('/game/plinko-prairie');
  await waitForGame(page);
  const header = page.getByRole('banner').getByTestId('header-balance');
  await expect(header).toHaveText('€20.00');

  const frame = page.frameLocator('iframe[src^="/play/"]');
  await frame.getByLabel('Rows').selectOption('16');
  await frame.getByTestId('play-stake').fill('1.00');

  // The round the player's seeds make: what the screen must say once the ball has landed.
  const config = TABLE_TITLES.PlinkoPrairie.config as PlinkoConfig;
  const seeds = await activeSeedPair(stack, email);
  const bet = { amount: 100n, rows: 16, risk: 'low' as const };
  const round = plinkoFamily.open(config, bet, await floatsAt(seeds, seeds.nonce, 16));
  const win = Number(round.win);
  const { multiplier } = round.steps[0] as { multiplier: number };
  const returns = win > 100 ? `you won ${formatEuro(win)}` : `returned ${formatEuro(win)}`;

  // Every state the player can see, as it changes: the header, the frame's balance and result, the ball.
  await page.evaluate(() => {
    const doc = document.querySelector<HTMLIFrameElement>('iframe[src^="/play/"]')!.contentDocument!;
    const samples: Sample[] = [];
    (window as unknown as { samples: Sample[] }).samples = samples;
    const record = () =>
      samples.push({
        header: document.querySelector('[data-testid="header-balance"]')?.textContent ?? '',
        balance: doc.querySelector('[data-testid="play-balance"]')?.textContent ?? '',
        result: doc.querySelector('[data-testid="plinko-result"]')?.textContent ?? '',
        isFalling:
          doc.querySelector('[data-testid="plinko-ball"]') !== null && !doc.querySelector('[data-testid="plinko-result"]')?.textContent,
      });
    const options = { subtree: true, childList: true, characterData: true, attributes: true };
    new MutationObserver(record).observe(document.body, options);
    new MutationObserver(record).observe(doc.body, options);
  });

  await frame.getByRole('button', { name: 'Drop' }).click();
  await expect(frame.getByTestId('plinko-result')).toHaveText(`×${multiplier}: ${returns}`);
  await expect(frame.getByTestId('play-balance')).toHaveText(formatEuro(2_000 - 100 + win));
  await expect(header).toHaveText(formatEuro(2_000 - 100 + win));

  const samples = await page.evaluate(() => (window as unknown as { samples: Sample[] }).samples);
  const falling = samples.filter((sample) => sample.isFalling);
  expect(falling.length).toBeGreaterThan(0);
  for (const sample of falling) {
    expect(sample.balance).toBe('€19.00');
    expect(sample.header).toBe('€20.00');
  }
  // Nothing showed the result's balance before the result itself.
  for (const sample of samples.filter((s) => s.result === '')) {
    expect(['€20.00', '€19.00']).toContain(sample.balance);
    expect(sample.header).toBe('€20.00');
  }
});
