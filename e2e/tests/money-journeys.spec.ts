import { signUp } from '../support/auth';
import { completeProfile, openDeposit } from '../support/deposit';
import { expect, test, uniqueEmail } from '../support/fixtures';

// Money journeys as a player walks them: what they see after a decline, a credit made elsewhere, a withdrawal.

test('a card declined at a tier’s gateway marks that tier and remembers it in the payment_config cookie', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/');
  await signUp(page, { fullName: 'Dora Decline', email: uniqueEmail('dora', testInfo.project.name), password: 'declined at diamond' });
  const dialog = await openDeposit(page);
  await dialog.getByLabel('Amount', { exact: true }).fill('20');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: /Credit card/ }).click();
  await completeProfile(page, 'MT');
  await dialog.getByRole('button', { name: /Diamond/ }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/vegapay\//);
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay 20.00 EUR' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your deposit of €20.00 did not go through' })).toBeVisible();

  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'payment_config')?.value ?? '')
    .toContain(encodeURIComponent('"tabs":["vegapay"]'));
  // Back on the wallet page, whose account summary opens the dialog.
  await page.getByRole('region', { name: 'Your account' }).getByRole('button', { name: 'Deposit' }).click();
  const again = page.getByRole('dialog', { name: 'Deposit' });
  await expect(again.getByLabel('Amount', { exact: true })).toHaveValue('20.00');
  await again.getByRole('button', { name: 'Continue' }).click();
  await again.getByRole('button', { name: /Credit card/ }).click();
  await expect(again.getByRole('button', { name: /Diamond \(Failed to process\)/ })).toBeVisible();
});

test('a credit made away from the page reaches the header and the wallet page within seconds, without a reload', async ({
  page,
  stack,
}, testInfo) => {
  const email = uniqueEmail('carl', testInfo.project.name);
  await page.goto('/');
  await signUp(page, { fullName: 'Carl Credit', email, password: 'credited elsewhere' });
  const balance = page.getByRole('banner').getByTestId('header-balance');
  await expect(balance).toHaveText('€0.00');

  // As a gateway's notice, a chain's confirmations or an operator would credit it: nothing the page did.
  await stack.adjustWallet({ email, currency: 'EUR', amount: '25', reason: 'Credited elsewhere' });
  await expect(balance).toHaveText('€25.00', { timeout: 10_000 });

  await page.goto('/profile/my-wallet');
  const eur = page.getByRole('article', { name: 'EUR', exact: true });
  await expect(eur).toContainText('Real money€25.00');
  await stack.adjustWallet({ email, currency: 'EUR', amount: '5', reason: 'Credited elsewhere' });
  await expect(eur).toContainText('Real money€30.00', { timeout: 10_000 });
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Balance€30.00', { timeout: 10_000 });
});

test('withdrawals: fiat to the Skrill account the player names, set aside until the e-mailed link is opened, and a double click on Cancel sends one request', async ({
  page,
  stack,
  mailbox,
}, testInfo) => {
  const email = uniqueEmail('wanda', testInfo.project.name);
  await page.goto('/');
  await signUp(page, { fullName: 'Wanda Withdraw', email, password: 'paid to my skrill' });
  await stack.adjustWallet({ email, currency: 'EUR', amount: '100', reason: 'Test funds' });
  await page.goto('/profile/my-wallet');
  const form = page.getByRole('region', { name: 'Withdraw', exact: true });
  await expect(form).toContainText('Paid to a Skrill e-wallet');
  const skrill = form.getByLabel('Skrill account e-mail');
  await expect(skrill).toHaveValue(email);
  const submit = form.getByRole('button', { name: 'Request withdrawal' });

  await form.getByLabel('Amount').fill('30');
  await skrill.fill('not an e-mail');
  await submit.click();
  await expect(skrill).toHaveAccessibleDescription('Enter the e-mail address of your Skrill account');

  await skrill.fill('wanda.payouts@example.com');
  const sent = page.waitForRequest((r) => r.url().endsWith('/profile/skrill/withdraw') && r.method() === 'POST');
  await submit.click();
  expect((await sent).postDataJSON()).toMatchObject({ amount: '30', currency: 'EUR', email: 'wanda.payouts@example.com' });
  await expect(page.getByText('Withdrawal of €30.00 set aside. Open the link we e-mailed you within the hour')).toBeVisible();
  expect((await mailbox.waitFor(email, /^Confirm your withdrawal$/)).text).toContain('30.00 EUR to wanda.payouts@example.com');

  await page.goto('/profile/my-wallet/transaction-history?type=withdraw&kind=fiat');
  const history = page.getByRole('region', { name: 'Withdrawals, Fiat' });
  await expect(history.getByText('Waiting for you to open the link we e-mailed you.').filter({ visible: true })).toHaveCount(1);
  const cancels: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'DELETE' && r.url().includes('/profile/withdrawal/')) cancels.push(r.url());
  });
  await history.getByRole('button', { name: 'Cancel' }).filter({ visible: true }).dblclick();
  await expect(page.getByText('The withdrawal was cancelled and the money is back in your wallet.')).toBeVisible();
  await expect(history.getByText('Cancelled').filter({ visible: true })).toHaveCount(1);
  expect(cancels).toHaveLength(1);
});
