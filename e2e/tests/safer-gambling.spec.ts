import type { Page, TestInfo } from '@playwright/test';
import { isPhone, signUpByApi } from '../support/auth';
import { completeProfile } from '../support/deposit';
import { BOTH_WIDTHS, expect, test, uniqueEmail } from '../support/fixtures';

const DAY_MS = 24 * 60 * 60_000;
const MINUTE_MS = 60_000;

/** A time as the page and the API's refusals word it: UTC, rounded up to the minute. */
function limitTime(at: number): string {
  const end = new Date(Math.ceil(at / MINUTE_MS) * MINUTE_MS);
  const month = end.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  const time = `${String(end.getUTCHours()).padStart(2, '0')}:${String(end.getUTCMinutes()).padStart(2, '0')}`;
  return `${end.getUTCDate()} ${month} ${end.getUTCFullYear()}, ${time} UTC`;
}

/** Every wording of a time between two instants (the request was answered somewhere between them). */
function limitTimesBetween(from: number, to: number): RegExp {
  const words = new Set<string>();
  for (let at = from; at < to + MINUTE_MS; at += MINUTE_MS) words.add(limitTime(Math.min(at, to)));
  return new RegExp([...words].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
}

/** Opens Safer gambling as a player would: the account sidebar on desktop, the account menu on a phone. */
async function openSaferGambling(page: Page, testInfo: TestInfo) {
  await page.goto('/profile');
  const nav = isPhone(testInfo)
    ? (await page.getByRole('button', { name: 'Open account menu' }).click(), page.getByRole('dialog', { name: 'Account menu' }))
    : page.getByRole('navigation', { name: 'Account pages' });
  await nav.getByRole('link', { name: 'Safer gambling' }).click();
  await expect(page).toHaveURL(/\/profile\/safer-gambling$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Safer gambling' })).toBeVisible();
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'Open account menu' }).click();
  await expect(nav.getByRole('link', { name: 'Safer gambling' })).toHaveAttribute('aria-current', 'page');
  if (isPhone(testInfo)) {
    await nav.getByRole('button', { name: 'Close' }).click();
    await expect(nav).toHaveCount(0);
  }
}

test(
  'a 24-hour deposit limit refuses a card deposit over it with its sentence, and raising it waits 24 hours',
  BOTH_WIDTHS,
  async ({ page }, testInfo) => {
    await signUpByApi(page, {
      fullName: 'Lena Limit',
      email: uniqueEmail('lena-limit', testInfo.project.name),
      password: 'analytical engine 1843',
    });

    await openSaferGambling(page, testInfo);
    await expect(page.getByTestId('market-profile')).toContainText(/^Rules of your market: .+\.$/);
    const daily = page.getByRole('listitem', { name: '24-hour deposit limit' });
    await expect(daily.getByTestId('deposit_24h-value')).toHaveText('No limit');
    await expect(page.getByRole('link', { name: 'Go to self-exclusion' })).toHaveAttribute('href', '/profile/self-exclusion');

    // A limit the form refuses before sending, then one it sends: a new limit applies at once.
    const field = daily.getByLabel('New 24-hour deposit limit (EUR)');
    await field.fill('20.005');
    await daily.getByRole('button', { name: 'Set limit' }).click();
    await expect(daily.getByText('Enter an amount in EUR, like 50 or 50.00.')).toBeVisible();
    await field.fill('20');
    await daily.getByRole('button', { name: 'Set limit' }).click();
    await expect(daily.getByTestId('deposit_24h-value')).toHaveText('€20.00');
    await expect(daily).toContainText('€0.00 of €20.00 used.');
    await expect(page.getByRole('region', { name: 'History of changes' }).getByRole('listitem')).not.toHaveCount(0);

    // A card deposit over it: the API's sentence names the limit, and the provider is not marked as failed.
    await page.getByRole('region', { name: 'Your account' }).getByRole('button', { name: 'Deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    await dialog.getByLabel('Amount', { exact: true }).fill('30');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: /Credit card/ }).click();
    await completeProfile(page, 'MT');
    await dialog.getByRole('button', { name: /Diamond/ }).click();
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toContainText('Your 24-hour deposit limit is 20.00 EUR');
    await expect(refusal).toContainText('30.00 EUR');
    await expect(dialog.getByRole('button', { name: /Diamond/ })).not.toContainText('Failed to process');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Raising it waits: the limit in force stays, the new value can be confirmed 24 hours later, not before.
    await field.fill('50');
    const askedAt = Date.now();
    await daily.getByRole('button', { name: 'Change limit' }).click();
    const pending = daily.getByRole('status');
    await expect(pending).toContainText('Change to €50.00 waiting.');
    const answeredAt = Date.now();
    await expect(pending).toContainText(limitTimesBetween(askedAt + DAY_MS, answeredAt + DAY_MS));
    await expect(pending).toContainText('until then the current limit applies');
    await expect(pending.getByRole('button', { name: 'Confirm change' })).toHaveCount(0);
    await expect(daily.getByTestId('deposit_24h-value')).toHaveText('€20.00');

    // Still so after a reload: the server keeps the change waiting.
    await page.reload();
    await expect(daily.getByTestId('deposit_24h-value')).toHaveText('€20.00');
    await expect(daily.getByRole('status')).toContainText('Change to €50.00 waiting.');
  },
);

test('where the market asks for it, the first deposit starts with a deposit limit, which then shows in the account', async ({
  page,
}, testInfo) => {
  await signUpByApi(page, {
    fullName: 'Finn First',
    email: uniqueEmail('finn-first', testInfo.project.name),
    password: 'difference engine 1822',
  });
  await page.goto('/');

  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog.getByRole('heading', { name: 'Set a deposit limit' })).toBeVisible();
  await expect(dialog.getByLabel('Amount', { exact: true })).toHaveCount(0);
  await dialog.getByLabel('24-hour deposit limit (EUR)').fill('0');
  await dialog.getByRole('button', { name: 'Set limit and continue' }).click();
  await expect(dialog.getByText('The limit must be more than zero.')).toBeVisible();
  await dialog.getByLabel('24-hour deposit limit (EUR)').fill('25');
  await dialog.getByRole('button', { name: 'Set limit and continue' }).click();
  await expect(dialog.getByLabel('Amount', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/profile/safer-gambling');
  await expect(page.getByRole('listitem', { name: '24-hour deposit limit' }).getByTestId('deposit_24h-value')).toHaveText('€25.00');
  // Asked once: the dialog now opens on the amount.
  await page.getByRole('region', { name: 'Your account' }).getByRole('button', { name: 'Deposit' }).click();
  await expect(dialog.getByLabel('Amount', { exact: true })).toBeVisible();
});
