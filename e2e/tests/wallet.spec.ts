import { isPhone, signUpByApi } from '../support/auth';
import { BOTH_WIDTHS, expect, test, uniqueEmail } from '../support/fixtures';

test('a player adds a currency, makes it the default and opens the transaction history', BOTH_WIDTHS, async ({ page }, testInfo) => {
  await signUpByApi(page, {
    fullName: 'Grace Hopper',
    email: uniqueEmail('grace', testInfo.project.name),
    password: 'nanosecond wire 1952',
  });
  await page.goto('/');

  // The header shows the default wallet: the EUR one the player signed up with.
  const headerBalance = page.getByRole('banner').getByTestId('header-balance');
  await expect(headerBalance).toHaveText('€0.00');

  // The balance leads to the Wallet page, in the account layout.
  await headerBalance.click();
  await expect(page).toHaveURL(/\/profile\/my-wallet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Account', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Grace Hopper');
  const sidebarBalance = page.getByTestId('account-balance');
  await expect(sidebarBalance).toHaveText('€0.00');
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Open account menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Account menu' });
    await expect(menu.getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toHaveCount(0);
  } else {
    const sidebar = page.getByRole('navigation', { name: 'Account pages' });
    await expect(sidebar.getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Withdrawable')).toBeVisible();
    await expect(page.getByText('Locked By Bonus')).toBeVisible();
  }

  const eur = page.getByRole('article', { name: 'EUR', exact: true });
  await expect(eur).toContainText('Default');
  await expect(eur).toContainText('Real money€0.00');

  // The chooser insists on a choice and offers only currencies not held yet.
  await page.getByRole('button', { name: 'Add currency' }).click();
  const chooser = page.getByRole('dialog', { name: 'Add currency' });
  const currency = chooser.getByLabel('Currency');
  await expect(currency.locator('option[value="EUR"]')).toHaveCount(0);
  await expect(currency.locator('optgroup[label="Crypto"] option[value="BTC"]')).toHaveCount(1);
  await chooser.getByRole('button', { name: 'Add currency' }).click();
  await expect(chooser.getByText('Selected currency is required.')).toBeVisible();
  await currency.selectOption('USD');
  await expect(chooser.getByText('Selected currency is required.')).toHaveCount(0);
  await chooser.getByRole('button', { name: 'Add currency' }).click();
  await expect(page.getByText('Currency is added!')).toBeVisible();
  await expect(chooser).toHaveCount(0);

  // USD becomes the default: its card, the sidebar and the header follow.
  const usd = page.getByRole('article', { name: 'USD', exact: true });
  await expect(usd).toContainText('Real money$0.00');
  await usd.getByRole('button', { name: 'Make default' }).click();
  await expect(usd).toContainText('Default');
  await expect(usd.getByRole('button', { name: 'Make default' })).toHaveCount(0);
  await expect(eur.getByRole('button', { name: 'Make default' })).toBeVisible();
  await expect(sidebarBalance).toHaveText('$0.00');

  await page.getByRole('link', { name: 'Back to Casino' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(headerBalance).toHaveText('$0.00');

  // The transaction history: filters by type, kind and dates; nothing in it yet.
  await page.goto('/profile/my-wallet');
  await page.getByRole('link', { name: 'Transaction history' }).click();
  await expect(page).toHaveURL(/\/profile\/my-wallet\/transaction-history/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction history' })).toBeVisible();
  const empty = page.getByText('No transactions in this period.');
  await expect(empty).toBeVisible();

  await page.getByRole('radio', { name: 'Withdrawals' }).check();
  await expect(page).toHaveURL(/type=withdraw/);
  await page.getByRole('radio', { name: 'Crypto' }).check();
  await expect(page).toHaveURL(/kind=crypto/);
  await expect(page.getByRole('region', { name: 'Withdrawals, Crypto' })).toContainText('No transactions in this period.');

  await page.getByLabel('From', { exact: true }).fill('2024-02-01');
  await page.getByLabel('To', { exact: true }).fill('2024-01-01');
  await expect(page.getByText('The start date must be on or before the end date.')).toBeVisible();
  await page.getByLabel('To', { exact: true }).fill('2024-02-29');
  await expect(page).toHaveURL(/from=2024-02-01&to=2024-02-29/);
  await expect(empty).toBeVisible();

  // The filter is kept in the URL, so a reload shows the same view.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Withdrawals' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Crypto' })).toBeChecked();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2024-02-01');
  await expect(empty).toBeVisible();
});
