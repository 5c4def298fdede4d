import { signUpByApi } from '../support/auth';
import { setDailyLimitThatRefusesADeposit } from '../support/deposit-limit';
import { BOTH_WIDTHS, expect, test, uniqueEmail } from '../support/fixtures';

// A limit raised soon after it refused a deposit is a strong sign of harm: the player is asked to review their limits,
// on every page until they say they have read it, and on their safer-gambling page.

test(
  'raising a deposit limit right after it refused a deposit asks the player to review their limits until they acknowledge it',
  BOTH_WIDTHS,
  async ({ page }, testInfo) => {
    await signUpByApi(page, {
      fullName: 'Rory Review',
      email: uniqueEmail('rory-review', testInfo.project.name),
      password: 'jacquard loom 1804',
    });

    // The limit refuses a card deposit of 30 EUR.
    const { daily, field } = await setDailyLimitThatRefusesADeposit(page);

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
