import { signUp } from '../support/auth';
import { completeProfile } from '../support/deposit';
import { BOTH_WIDTHS, expect, test, uniqueEmail } from '../support/fixtures';

// A limit raised soon after it refused a deposit is a strong sign of harm: the player is asked to review their limits,
// on every page until they say they have read it, and on their safer-gambling page.

test(
  'raising a deposit limit right after it refused a deposit asks the player to review their limits until they acknowledge it',
  BOTH_WIDTHS,
  async ({ page }, testInfo) => {
    await page.goto('/');
    await signUp(page, {
      fullName: 'Rory Review',
      email: uniqueEmail('rory-review', testInfo.project.name),
      password: 'jacquard loom 1804',
    });

    await page.goto('/profile/safer-gambling');
    const daily = page.getByRole('listitem', { name: '24-hour deposit limit' });
    const field = daily.getByLabel('New 24-hour deposit limit (EUR)');
    await field.fill('20');
    await daily.getByRole('button', { name: 'Set limit' }).click();
    await expect(daily.getByTestId('deposit_24h-value')).toHaveText('€20.00');
    await expect(page.getByRole('region', { name: 'Please review your limits' })).toHaveCount(0);

    // The limit refuses a card deposit of 30 EUR.
    await page.getByRole('region', { name: 'Your account' }).getByRole('button', { name: 'Deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    await dialog.getByLabel('Amount', { exact: true }).fill('30');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: /Credit card/ }).click();
    await completeProfile(page, 'MT');
    await dialog.getByRole('button', { name: /Diamond/ }).click();
    await expect(dialog.getByRole('alert')).toContainText('Your 24-hour deposit limit is 20.00 EUR');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Asking at once for a higher limit: the page asks the player to review their limits.
    await field.fill('500');
    await daily.getByRole('button', { name: 'Change limit' }).click();
    await expect(daily.getByRole('status')).toContainText('Change to €500.00 waiting.');
    const message = page.getByRole('region', { name: 'Please review your limits' });
    await expect(message).toContainText('Please take a moment to review your deposit, loss and time limits below.');

    // Elsewhere it stays as a notice, which leads back to the limits.
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Please review your limits' });
    await expect(notice).toContainText('bonuses and promotional messages are paused on your account');
    await notice.getByRole('link', { name: 'Review my limits' }).click();
    await expect(page).toHaveURL(/\/profile\/safer-gambling$/);

    await message.getByRole('button', { name: 'I have read this' }).click();
    await expect(message).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'History of changes' })).toContainText(
      'You acknowledged the request to review your limits.',
    );
    // The server keeps the acknowledgement: after a reload the page shows the record and no message.
    await page.reload();
    await expect(page.getByRole('region', { name: 'History of changes' })).toContainText(
      'You acknowledged the request to review your limits.',
    );
    await expect(message).toHaveCount(0);
  },
);
