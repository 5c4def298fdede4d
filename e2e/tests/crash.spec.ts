import type { TCrashChainRecord } from '@casino/contracts';
import { signUp } from '../support/auth';
import { expect, testWithStack, uniqueEmail } from '../support/fixtures';
import { euroCents, formatEuro, gameFrame, waitForGame } from '../support/play';

// Crash rounds run on the API's schedule: this stack ticks them (every 100 ms) as production does. Its sandbox
// chain mines a block a second, so the first chain's salt block comes within seconds.
const test = testWithStack('crash', { CRASH_TICK_MS: '100', SANDBOX_BLOCK_SECONDS: '1' });

// A round may rise for a long while (×10 takes 38 s, and one in a hundred passes ×100 at 77 s): the waits
// for the next betting phase and for a result are as long as a round can take here.
const ROUND_MS = 120_000;

test('a player bets on Orbit Rush with an automatic cash-out and by hand, sees the balance move and recalls the round', async ({
  page,
  stack,
}, testInfo) => {
  test.setTimeout(420_000);
  const email = uniqueEmail('crash', testInfo.project.name);
  await page.goto('/');
  await signUp(page, { fullName: 'Bessie Coleman', email, password: 'aviator license 1921' });
  await stack.adjustWallet({ email, currency: 'EUR', amount: '20.00', reason: 'Test funds' });

  await page.goto('/game/orbit-rush');
  await waitForGame(page);
  const crash = gameFrame(page);
  const balance = crash.getByTestId('play-balance');
  const phase = crash.getByTestId('crash-phase');
  const result = crash.getByTestId('crash-result');
  await expect(balance).toHaveText('€20.00');
  // The footer's net position for this visit: what the bets staked, what cash-outs paid and the difference.
  const footer = (staked: number, cashedOut: number) =>
    Promise.all([
      expect(crash.getByTestId('crash-staked')).toHaveText(formatEuro(staked)),
      expect(crash.getByTestId('crash-cashed-out')).toHaveText(formatEuro(cashedOut)),
      expect(crash.getByTestId('play-net')).toHaveText(formatEuro(cashedOut - staked)),
    ]);
  // The first round opens once its chain's salt block is confirmed.
  await expect(phase).toBeVisible();
  await footer(0, 0);

  // The rules state the RTP the scheme proves and the ×1,000 cap.
  await crash.getByRole('button', { name: 'Game rules and information' }).click();
  await expect(crash.getByTestId('play-rtp')).toHaveText('98.99%');
  // Its fairness part is the title's hash chain, as the API publishes it, with how to check a round against it.
  const token = /\/play\/([^/?#]+)/.exec((await page.locator('iframe[src^="/play/"]').getAttribute('src'))!)![1]!;
  const published = (await (await page.request.get(`/game-aggregator-service/api/v1/play/${token}/crash`)).json()) as {
    chain: { terminatingHash: string; salt: string; saltBlock: { chain: string; height: number } };
  };
  await expect(crash.getByTestId('crash-terminating-hash')).toHaveText(published.chain.terminatingHash);
  await expect(crash.getByTestId('crash-salt')).toHaveText(published.chain.salt);
  const { chain: saltChain, height } = published.chain.saltBlock;
  await expect(crash.getByTestId('crash-salt-block')).toHaveText(`${saltChain} block ${height.toLocaleString('en')}`);
  await expect(crash.getByTestId('crash-verify-hint')).toContainText('hash its revealed hash with SHA-256 n times');
  await crash.getByRole('button', { name: 'Close' }).click();

  // The phone and desktop layouts both keep the multiplier and the bet button on screen.
  const width = page.viewportSize()!.width;
  for (const part of [crash.getByTestId('crash-multiplier'), crash.getByTestId('crash-bet')]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }

  // 1. An automatic cash-out at ×1.01: paid unless the round busts at ×1.00 (one round in a hundred).
  await expect(phase).toHaveAttribute('data-phase', 'betting', { timeout: ROUND_MS });
  await crash.getByTestId('play-stake').fill('1.00');
  await crash.getByTestId('crash-auto').fill('1.01');
  await crash.getByTestId('crash-bet').click();
  await expect(result).toHaveText('Your bet of €1.00 is in, cashing out at ×1.01.');
  await expect(balance).toHaveText('€19.00');
  await footer(100, 0);
  await expect(result).toHaveText(/^(Cashed out at ×1\.01: you won €1\.01\.|Busted at ×1\.00: your bet of €1\.00 is lost\.)$/, {
    timeout: ROUND_MS,
  });
  const autoWon = (await result.innerText()).startsWith('Cashed out');
  await expect(balance).toHaveText(autoWon ? '€20.01' : '€19.00');
  const afterAuto = autoWon ? 2001 : 1900;
  const autoWin = autoWon ? 101 : 0;
  await footer(100, autoWin);
  // The strip of recent busts shows real rounds once one has busted.
  await expect(crash.getByTestId('crash-recent').locator('li').first()).toHaveText(/^×\d+\.\d{2}$/, { timeout: ROUND_MS });

  // 2. A cash-out by hand in the next round, as soon as it rises (it may bust first).
  await expect(phase).toHaveAttribute('data-phase', 'betting', { timeout: ROUND_MS });
  await crash.getByTestId('crash-auto').fill('');
  await crash.getByTestId('crash-bet').click();
  await expect(result).toHaveText('Your bet of €1.00 is in.');
  await expect(balance).toHaveText(formatEuro(afterAuto - 100));
  const cashOut = crash.getByTestId('crash-cash-out');
  const lost = /^Busted at ×\d+\.\d{2}: your bet of €1\.00 is lost\.$/;
  await expect(cashOut.or(crash.getByText(lost))).toBeVisible({ timeout: ROUND_MS });
  if (await cashOut.isVisible()) await cashOut.click({ timeout: 5_000 }).catch(() => undefined);
  await expect(result).toHaveText(
    /^(Cashed out at ×\d+\.\d{2}: (you won|returned) €\d+\.\d{2}\.|Busted at ×\d+\.\d{2}: your bet of €1\.00 is lost\.)$/,
    {
      timeout: ROUND_MS,
    },
  );
  const text = await result.innerText();
  const manualWin = text.startsWith('Cashed out') ? euroCents(text.slice(text.indexOf(': '))) : 0;
  await expect(balance).toHaveText(formatEuro(afterAuto - 100 + manualWin));
  await footer(200, autoWin + manualWin);

  // A bet's round shows its hash and bust only once the round has busted: wait for it before leaving.
  await expect(phase).not.toHaveAttribute('data-phase', 'rising', { timeout: ROUND_MS });

  // The game history lists the bet; its recall names the round and its bust, and the round verifies.
  await page.goto('/profile/game-history');
  await page
    .getByRole('navigation', { name: 'Your last 10 rounds' })
    .getByRole('link', { name: /Orbit Rush/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orbit Rush' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Round \d+: busted at ×\d+\.\d{2}$/ })).toBeVisible({ timeout: ROUND_MS });
  await page.getByRole('link', { name: 'Verify this round' }).click();
  await expect(page.getByTestId('played-round-verdict')).toHaveText(/^Verified: the server seed matches its hash/);
});

test('the provably fair page lists the crash chains from their commitment and checks a salt against its block on the chain', async ({
  page,
}) => {
  // A chain is listed from its commitment; its salt is fixed once its block has its confirmations.
  const listed = async () =>
    ((await (await page.request.get('/game-aggregator-service/api/v1/crash/chains')).json()) as { chains: TCrashChainRecord[] }).chains;
  await expect.poll(async () => (await listed()).some((chain) => chain.gameKey === 'OrbitRush' && chain.salt !== null)).toBe(true);
  const salted = (await listed()).find((chain) => chain.gameKey === 'OrbitRush' && chain.salt !== null)!;

  await page.goto('/provably-fair');
  const section = page.getByRole('region', { name: 'Crash: a hash chain per title, salted by a Bitcoin block' });
  const card = section.getByRole('article', { name: `Orbit Rush chain ${salted.terminatingHash.slice(0, 12)}` });
  await expect(card.getByTestId('crash-chain-salt')).toHaveText(salted.salt!);
  const height = salted.saltBlock.height.toLocaleString('en');
  await expect(card.getByRole('link', { name: `BTC block ${height}` })).toHaveAttribute('href', salted.saltBlock.url!);
  await card.getByRole('button', { name: 'Check the salt on the chain' }).click();
  await expect(card.getByTestId('crash-salt-verdict')).toHaveText(
    new RegExp(
      `^Verified: the salt is the hash of BTC block ${height}, mined \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC, after the chain was committed\\.$`,
    ),
  );
});
