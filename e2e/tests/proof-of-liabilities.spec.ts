import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { isPhone, signUpByApi } from '../support/auth';
import { moveApiClock } from '../support/clock';
import { BOTH_WIDTHS, clockTest, expect, test, uniqueEmail } from '../support/fixtures';
import { CLIENT_HEADERS } from '../support/http';
import type { Stack } from '../support/stack';

/** Euros as the page shows them ("€1,234.50"), in cents. */
const cents = (text: string | null) => BigInt((text ?? '').replace(/\D/g, '') || '-1');

/** Signs a new player up in `page`'s context and credits them `amount` euros. */
async function fundedPlayer(page: Page, stack: Stack, projectName: string, amount: string) {
  const email = uniqueEmail('owed', projectName);
  await signUpByApi(page, { fullName: 'Luca Pacioli', email, password: 'double entry 1494' });
  await stack.adjustWallet({ email, currency: 'EUR', amount, reason: 'Test funds' });
}

test('a player checks in the browser that their balance is in the published EUR root', async ({ page, stack }, testInfo) => {
  await fundedPlayer(page, stack, testInfo.project.name, '25.00');
  await stack.runOperatorCommand('liabilities:snapshot', []);

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Proof of liabilities' }).click();
  await expect(page).toHaveURL(/\/proof-of-liabilities$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Proof of liabilities' })).toBeVisible();

  // The newest snapshot's EUR root owes at least this player's balance.
  const eurRoot = page.getByRole('article', { name: 'EUR root' });
  await expect(eurRoot.getByTestId('root-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect.poll(async () => cents(await eurRoot.getByTestId('root-total').textContent())).toBeGreaterThanOrEqual(2500n);

  const yours = page.getByRole('region', { name: 'Your proof' });
  await expect(yours).toContainText('Your proof covers: EUR.');
  await yours.getByRole('button', { name: 'Verify in this browser' }).click();
  const eurProof = yours.getByRole('article', { name: 'EUR proof' });
  await expect(eurProof.getByTestId('proof-verdict')).toHaveText('Verified');
  await expect(eurProof.getByTestId('proof-balance')).toHaveText('€25.00');
  await expect(eurProof).toContainText(
    `Your balance is counted in the published EUR total of ${await eurRoot.getByTestId('root-total').textContent()}.`,
  );
  await expect(eurProof.getByRole('heading', { name: 'Your leaves' })).toBeVisible();

  // The downloaded proof is the one checked: this player's balance, under the root the page lists.
  const downloading = page.waitForEvent('download');
  await yours.getByRole('button', { name: 'Download EUR proof' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^proof-of-liabilities-\d+-EUR\.json$/);
  const saved = readFileSync(await download.path(), 'utf8');
  const proof = JSON.parse(saved) as { balance: string; root: { hash: string } };
  expect(proof.balance).toBe('2500');
  expect(proof.root.hash).toBe(await eurRoot.getByTestId('root-hash').textContent());

  // The saved file checks on the page; a copy claiming more than its leaves hold is refused, with the reason.
  const checker = page.getByRole('region', { name: 'Check a saved proof' });
  await checker
    .getByLabel('Proof file')
    .setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(saved) });
  await expect(checker.getByLabel('Proof (JSON)')).toHaveValue(saved);
  await checker.getByRole('button', { name: 'Check proof' }).click();
  const checked = checker.getByRole('article', { name: 'EUR proof' });
  await expect(checked.getByTestId('proof-verdict')).toHaveText('Verified');

  await checker.getByLabel('Proof (JSON)').fill(JSON.stringify({ ...proof, balance: '250000' }));
  await checker.getByRole('button', { name: 'Check proof' }).click();
  await expect(checked.getByTestId('proof-verdict')).toHaveText('Refused');
  await expect(checked).toContainText('the leaves hold 2500, not the balance of 250000');
});

test(
  'a visitor sees the published roots and their history, and is asked to log in for a proof',
  BOTH_WIDTHS,
  async ({ browser, page, stack }, testInfo) => {
    // Someone is owed money in EUR at two snapshots; the visitor's own context stays signed out.
    const player = await browser.newContext({ baseURL: stack.webUrl });
    await fundedPlayer(await player.newPage(), stack, testInfo.project.name, '10.00');
    await player.close();
    await stack.runOperatorCommand('liabilities:snapshot', []);
    await stack.runOperatorCommand('liabilities:snapshot', []);

    await page.goto('/proof-of-liabilities');
    await expect(page.getByRole('heading', { level: 1, name: 'Proof of liabilities' })).toBeVisible();
    const eurRoot = page.getByRole('article', { name: 'EUR root' });
    await expect(eurRoot.getByTestId('root-hash')).toHaveText(/^[0-9a-f]{64}$/);
    await expect.poll(async () => cents(await eurRoot.getByTestId('root-total').textContent())).toBeGreaterThanOrEqual(1000n);
    await expect(page.getByRole('region', { name: 'Latest snapshot' })).toContainText(/Taken \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);

    // The earlier snapshots: a table on a wide screen, a card each on a phone.
    const history = page.getByRole('region', { name: 'Earlier snapshots' });
    if (isPhone(testInfo)) {
      await expect(history.getByRole('table')).toBeHidden();
      await expect(history.getByRole('list', { name: 'Earlier snapshots' }).getByRole('article').first()).toContainText('EUR');
    } else {
      await expect(history.getByRole('list')).toBeHidden();
      await expect(history.getByRole('table', { name: 'Earlier snapshots' }).getByRole('row', { name: /EUR/ }).first()).toBeVisible();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // No proof for a visitor: only the way to log in.
    const yours = page.getByRole('region', { name: 'Your proof' });
    await expect(yours.getByRole('button', { name: 'Verify in this browser' })).toHaveCount(0);
    await expect(yours.getByRole('article')).toHaveCount(0);
    await yours.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  },
);

clockTest(
  'the operator’s signed BTC reserves stand beside the BTC root, with reserves ÷ liabilities, and verify in the browser',
  async ({ page, context, stack }, testInfo) => {
    // Coins on the sandbox chain at the player's own address, credited once the API's clock is past two blocks.
    await signUpByApi(page, {
      fullName: 'Adam Back',
      email: uniqueEmail('reserves', testInfo.project.name),
      password: 'hashcash 1997 stamp',
      currency: 'BTC',
    });
    const api = page.context().request;
    await api.post('/profile-service/api/v1/profile/safer-gambling/no-deposit-limit', { headers: CLIENT_HEADERS });
    const deposit = await api.post('/profile-service/api/v1/profile/crypto/deposit', {
      headers: CLIENT_HEADERS,
      data: { currency: 'BTC' },
    });
    expect(deposit.status(), await deposit.text()).toBe(200);
    const { address } = (await deposit.json()) as { address: string };
    const chain = await context.newPage();
    await chain.goto(`/payments/sandbox/chain?currency=BTC&address=${address}`);
    await chain.getByLabel(/^Amount/).fill('0.003');
    await chain.getByRole('button', { name: 'Send' }).click();
    await expect(chain.getByRole('status')).toBeVisible();
    await chain.close();
    await moveApiClock(stack, { advanceMs: 3 * 5_000 });

    await stack.runOperatorCommand('liabilities:snapshot', []);
    const published = await stack.runOperatorCommand('reserves:publish', ['--sandbox']);
    expect(published).toMatch(/BTC reserves of \d+ \(minor units\) in \d+ addresses at block \d+\./);

    await page.goto('/proof-of-liabilities');
    const btcRoot = page.getByRole('article', { name: 'BTC root' });
    await expect
      .poll(async () => Number((await btcRoot.getByTestId('reserves-total').textContent())?.replace(/[^\d.]/g, '')))
      .toBeGreaterThanOrEqual(0.003);
    await expect(btcRoot.getByTestId('reserves-ratio')).toHaveText(/^\d+\.\d{4} \(\d+\.\d{2} %\)$/);
    await btcRoot.getByRole('button', { name: 'Check the reserves' }).click();
    await expect(btcRoot.getByRole('status')).toContainText(/Verified in your browser: .* signed by it for this snapshot/);
    await expect(page.getByRole('region', { name: 'How the reserves are checked' })).toContainText(
      'npm run verify -w packages/proofs -- reserves',
    );
  },
);
