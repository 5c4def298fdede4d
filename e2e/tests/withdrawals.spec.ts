import { signUpByApi } from '../support/auth';
import { expect, test, uniqueEmail } from '../support/fixtures';

// BIP84's first receive address: a valid mainnet BTC address.
const BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

test('a crypto withdrawal is pending until the operator approves it; a cancelled one gives the money back', async ({
  page,
  stack,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail('satoshi', testInfo.project.name);
  await signUpByApi(page, { fullName: 'Hal Finney', email, password: 'reusable proofs 2004', currency: 'BTC' });
  await stack.adjustWallet({ email, currency: 'BTC', amount: '0.01', reason: 'Test funds' });

  await page.goto('/profile/my-wallet');
  const form = page.getByRole('region', { name: 'Withdraw' });
  await expect(form.getByLabel('Wallet')).toHaveValue('BTC');
  const amount = form.getByLabel('Amount');
  const address = form.getByLabel('BTC address');
  const submit = form.getByRole('button', { name: 'Request withdrawal' });

  // An address of another chain is refused, naming the field.
  await amount.fill('0.002');
  await address.fill('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
  await submit.click();
  await expect(address).toHaveAccessibleDescription(/network|not a valid BTC address/);

  await address.fill(BTC_ADDRESS);
  await submit.click();
  await expect(page.getByText('Withdrawal of 0.002 BTC requested. It is pending until we pay it.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'BTC', exact: true })).toContainText('Real money0.008 BTC');

  // A second request, cancelled by the player from the history.
  await amount.fill('0.003');
  await address.fill(BTC_ADDRESS);
  await submit.click();
  await expect(page.getByRole('article', { name: 'BTC', exact: true })).toContainText('Real money0.005 BTC');
  await page.goto('/profile/my-wallet/transaction-history?type=withdraw&kind=crypto');
  const history = page.getByRole('region', { name: 'Withdrawals, Crypto' });
  await expect(history.getByText('Pending').filter({ visible: true })).toHaveCount(2);
  await history.getByRole('button', { name: 'Cancel' }).filter({ visible: true }).first().click();
  await expect(page.getByText('The withdrawal was cancelled and the money is back in your wallet.')).toBeVisible();
  await expect(history.getByText('Cancelled').filter({ visible: true })).toHaveCount(1);

  // The operator pays the one still pending.
  const [pending] = await stack.query<{ id: string }>(
    "SELECT w.id FROM withdrawals w JOIN users u ON u.id = w.user_id WHERE u.email = $1 AND w.status = 'pending'",
    [email],
  );
  await stack.runOperatorCommand('withdrawals', ['approve', pending!.id]);
  await page.reload();
  await expect(history.getByText('Completed').filter({ visible: true })).toHaveCount(1);
  await expect(history.getByText('Pending').filter({ visible: true })).toHaveCount(0);
  await page.goto('/profile/my-wallet');
  await expect(page.getByRole('article', { name: 'BTC', exact: true })).toContainText('Real money0.008 BTC');
});
