import type { Page } from '@playwright/test';
import { signUp } from '../support/auth';
import { expect, testWithStack, uniqueEmail } from '../support/fixtures';

// The sandbox chain makes a block every 8 s and the API looks at it three times a second: a BTC deposit (2
// confirmations) stays pending for 16 s or more, which outlasts a page reload on a busy machine.
const test = testWithStack('crypto', { PAYMENTS_TICK_MS: '300', SANDBOX_BLOCK_SECONDS: '8' });

/** What the player sees after reloading the page until `expected` holds (the wallet does not poll). */
async function reloadUntil(page: Page, expected: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await expected();
  }).toPass({ timeout: 60_000 });
}

test('a crypto deposit: the own address with its QR code, pending on the chain, credited after its confirmations; a purchase through a provider widget', async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  await page.goto('/');
  await signUp(page, { fullName: 'Nick Szabo', email: uniqueEmail('szabo', testInfo.project.name), password: 'bit gold 1998 smart' });

  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await dialog.getByLabel('Currency').selectOption('BTC');
  await dialog.getByLabel('Amount', { exact: true }).fill('0.002');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  // The player held no BTC: the dialog added it, and says so as the wallet page does.
  await expect(page.getByText('Currency is added!')).toBeVisible();

  // The Deposit tab first: the player's own address, as text and as a QR code, with the warning.
  await expect(dialog.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('img', { name: 'QR code of your BTC deposit address' })).toBeVisible();
  const address = (await dialog.getByText(/^bc1q[02-9ac-hj-np-z]{38}$/).textContent())!;
  await expect(dialog.getByText('Amounts below the minimum deposit may be lost.', { exact: false })).toBeVisible();

  // Coins sent on the sandbox chain, as a wallet would.
  const chain = await context.newPage();
  await chain.goto(`/payments/sandbox/chain?currency=BTC&address=${address}`);
  await chain.getByLabel(/^Amount/).fill('0.002');
  await chain.getByRole('button', { name: 'Send' }).click();
  await expect(chain.getByRole('status')).toBeVisible();
  await chain.close();

  await page.goto('/profile/my-wallet/transaction-history?type=deposit&kind=crypto');
  const history = page.getByRole('region', { name: 'Deposits, Crypto' });
  await reloadUntil(page, () => expect(history.getByText('Pending').filter({ visible: true })).toHaveCount(1, { timeout: 1_000 }));
  await reloadUntil(page, () => expect(history.getByText('Completed').filter({ visible: true })).toHaveCount(1, { timeout: 1_000 }));
  await page.goto('/profile/my-wallet');
  await expect(page.getByRole('article', { name: 'BTC', exact: true })).toContainText('Real money0.002 BTC');

  // Buying through a provider: its widget in a frame pays the same address on the chain.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  await dialog.getByLabel('Currency').selectOption('BTC');
  await dialog.getByLabel('Amount', { exact: true }).fill('0.002');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('tab', { name: 'Buy crypto' }).click();
  await dialog.getByRole('button', { name: /Banxa/ }).click();
  const widget = dialog.frameLocator('iframe');
  // The whole deposit address shows inside the frame, on a phone too: nothing runs past its edge.
  const shown = widget.locator('code');
  await expect(shown).toHaveText(address);
  const fit = await shown.evaluate((code) => {
    const page = document.documentElement;
    return { pageOverflows: page.scrollWidth > page.clientWidth, addressFits: code.getBoundingClientRect().right <= page.clientWidth };
  });
  expect(fit).toEqual({ pageOverflows: false, addressFits: true });
  await widget.getByLabel('You pay (EUR)').fill('50');
  await widget.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(widget.getByRole('heading', { name: 'Purchase complete' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to providers' }).click();
  await expect(dialog.getByRole('button', { name: /Mercuryo/ })).toBeVisible();

  await page.goto('/profile/my-wallet/transaction-history?type=deposit&kind=crypto');
  await reloadUntil(page, () => expect(history.getByText('Completed').filter({ visible: true })).toHaveCount(2, { timeout: 1_000 }));
});
