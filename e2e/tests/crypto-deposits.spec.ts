import { moveApiClock } from '../support/clock';
import { signUpByApi } from '../support/auth';
import { passDepositLimitChoice } from '../support/deposit';
import { expect, liveTest as test, uniqueEmail } from '../support/fixtures';

// The sandbox chain makes a block every 8 s of the API's clock, which the test moves (TEST_CLOCK=controlled):
// each move looks at the chain at the new time, so a BTC deposit is pending until the test moves the clock
// over its 2 confirmations, then credited, whatever the machine's speed.

/** Two BTC blocks: a deposit's confirmations. */
const CONFIRMATIONS_MS = 2 * 8_000;

test('a crypto deposit: the own address with its QR code, pending on the chain, credited after its confirmations; a purchase through a provider widget', async ({
  page,
  context,
  stack,
}, testInfo) => {
  await signUpByApi(page, { fullName: 'Nick Szabo', email: uniqueEmail('szabo', testInfo.project.name), password: 'bit gold 1998 smart' });
  await page.goto('/');

  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await passDepositLimitChoice(dialog);
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

  // The API sees the transaction on the chain, unconfirmed, then its confirmations (the wallet does not poll: reloads).
  await moveApiClock(stack, { advanceMs: 0 });
  await page.goto('/profile/my-wallet/transaction-history?type=deposit&kind=crypto');
  const history = page.getByRole('region', { name: 'Deposits, Crypto' });
  await expect(history.getByText('Pending').filter({ visible: true })).toHaveCount(1);
  await moveApiClock(stack, { advanceMs: CONFIRMATIONS_MS });
  await page.reload();
  await expect(history.getByText('Completed').filter({ visible: true })).toHaveCount(1);
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

  await moveApiClock(stack, { advanceMs: CONFIRMATIONS_MS });
  await page.goto('/profile/my-wallet/transaction-history?type=deposit&kind=crypto');
  await expect(history.getByText('Completed').filter({ visible: true })).toHaveCount(2);
});
