import { signInByApi, signUpByApi } from '../support/auth';
import { moveApiClock } from '../support/clock';
import { clockTest as test, expect, uniqueEmail } from '../support/fixtures';
import { linkWith } from '../support/mailbox';

// BIP84's first receive address: a valid mainnet BTC address.
const BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const DAY_MS = 24 * 3_600_000;

test('a crypto withdrawal goes to an allow-listed address a day after it was added, waits for the e-mailed link, then for the operator; a cancelled one gives the money back', async ({
  page,
  stack,
  mailbox,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail('satoshi', testInfo.project.name);
  const password = 'reusable proofs 2004';
  await signUpByApi(page, { fullName: 'Hal Finney', email, password, currency: 'BTC' });
  await stack.adjustWallet({ email, currency: 'BTC', amount: '0.01', reason: 'Test funds' });

  // --- The address first: checked for its chain, usable a day after it is added ---------------------------------
  await page.goto('/profile/my-wallet');
  const addresses = page.getByRole('region', { name: 'Withdrawal addresses' });
  await expect(addresses).toContainText('The allow-list is on');
  const newAddress = addresses.getByLabel('Address', { exact: true });
  await newAddress.fill('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
  await addresses.getByRole('button', { name: 'Add address' }).click();
  await expect(newAddress).toHaveAccessibleDescription(/network|not a valid BTC address/);
  await newAddress.fill(BTC_ADDRESS);
  await addresses.getByRole('button', { name: 'Add address' }).click();
  const listed = addresses.getByRole('list', { name: 'Withdrawal addresses' }).getByRole('listitem');
  await expect(listed).toContainText(BTC_ADDRESS);
  await expect(listed).toContainText(/Usable from /);
  expect((await mailbox.waitFor(email, /^New withdrawal address$/)).text).toContain(BTC_ADDRESS);
  const form = page.getByRole('region', { name: 'Withdraw', exact: true });
  const address = form.getByLabel('BTC address from your list');
  await expect(address.getByRole('option', { name: new RegExp(BTC_ADDRESS) })).toBeDisabled();

  // A day later the player signs in again (their session has ended) and the address can be chosen.
  await moveApiClock(stack, { advanceMs: DAY_MS });
  await signInByApi(page, email, password);
  await page.reload();
  await expect(listed).toContainText('Usable');
  await expect(listed).not.toContainText('Usable from');
  const amount = form.getByLabel('Amount');
  const submit = form.getByRole('button', { name: 'Request withdrawal' });
  await amount.fill('0.002');
  await address.selectOption({ label: BTC_ADDRESS });
  await submit.click();
  await expect(page.getByText('Withdrawal of 0.002 BTC set aside. Open the link we e-mailed you within the hour')).toBeVisible();
  await expect(page.getByRole('article', { name: 'BTC', exact: true })).toContainText('Real money0.008 BTC');
  const link = linkWith(await mailbox.waitFor(email, /^Confirm your withdrawal$/), 'confirmWithdrawalToken');
  await page.goto(link);
  await expect(page.getByText('Your withdrawal of 0.002 BTC is confirmed.')).toBeVisible();
  await expect(page).not.toHaveURL(/confirmWithdrawalToken/);

  // A second request, cancelled by the player from the history before they confirm it.
  await page.goto('/profile/my-wallet');
  await amount.fill('0.003');
  await address.selectOption({ label: BTC_ADDRESS });
  await submit.click();
  await expect(page.getByRole('article', { name: 'BTC', exact: true })).toContainText('Real money0.005 BTC');
  // The history's range ends today in the browser's calendar; the API's clock is a day ahead of it.
  const apiDay = (await moveApiClock(stack, { advanceMs: 0 })).now.toISOString().slice(0, 10);
  await page.goto(`/profile/my-wallet/transaction-history?type=withdraw&kind=crypto&to=${apiDay}`);
  const history = page.getByRole('region', { name: 'Withdrawals, Crypto' });
  await expect(history.getByText('Pending').filter({ visible: true })).toHaveCount(1);
  await expect(history.getByText('Confirm by e-mail').filter({ visible: true })).toHaveCount(1);
  await history.getByRole('button', { name: 'Cancel' }).filter({ visible: true }).first().click();
  await expect(page.getByText('The withdrawal was cancelled and the money is back in your wallet.')).toBeVisible();
  await expect(history.getByText('Cancelled').filter({ visible: true })).toHaveCount(1);

  // The operator pays the confirmed one.
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
