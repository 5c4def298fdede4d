import type { Locator, Page } from '@playwright/test';
import { expectSignedOut, signIn, signUpByApi } from '../support/auth';
import { BOTH_WIDTHS, expect, testWithStack, uniqueEmail } from '../support/fixtures';

// A stack whose unplaced addresses (this machine's) count as Germany: its players get the default market profile,
// whose shortest break is 24 hours (a Maltese player's is 2 days).
const test = testWithStack('break', { GEO_DEFAULT_COUNTRY: 'DE' });

const toast = (page: Page, text: string | RegExp): Locator => page.locator('[data-sonner-toast]').filter({ hasText: text });
const BREAK_SENTENCE = /^You are taking a break until \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} UTC\./;

test(
  'a player takes a 24-hour break from the safer-gambling page, is signed out, and signs in to payout-only access',
  BOTH_WIDTHS,
  async ({ page }, testInfo) => {
    const email = uniqueEmail('tess-break', testInfo.project.name);
    const password = 'difference engine 1822';
    await signUpByApi(page, { fullName: 'Tess Break', email, password });

    await page.goto('/profile/safer-gambling');
    const section = page.getByRole('region', { name: 'Take a break' });
    await expect(section).toContainText('cannot be shortened or cancelled');
    for (const period of ['24 hours', '7 days', '30 days']) await expect(section.getByRole('radio', { name: period })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Self-exclusion' })).toContainText(
      'you can exclude yourself for: 6 months, indefinitely.',
    );
    const take = section.getByRole('button', { name: /^Take a break/ });
    await expect(take).toBeDisabled();
    await section.getByRole('radio', { name: '24 hours' }).check();
    await expect(take).toHaveText('Take a break for 24 hours');

    // Cancel changes nothing.
    await take.click();
    const confirmation = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirmation).toContainText('Take a break for 24 hours?');
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toHaveCount(0);
    await expect(page).toHaveURL(/\/profile\/safer-gambling$/);
    await expect(take).toHaveText('Take a break for 24 hours');

    // Approve: signed out at once, back on the home page, told until when.
    await take.click();
    await confirmation.getByRole('button', { name: 'Approve' }).click();
    // The toast first: it closes by itself after 5 s, which the checks after it can outlast on a busy machine.
    await expect(toast(page, /You are taking a break until .+\. You have been signed out\./)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedOut(page);

    // A fresh sign-in opens only payout-only access: the break's sentence, the balance, nothing to play or deposit.
    await signIn(page, email, password);
    const payout = page.getByRole('main');
    await expect(payout.getByRole('heading', { level: 1, name: 'Your balance and withdrawals' })).toBeVisible();
    await expect(payout.getByText(BREAK_SENTENCE)).toBeVisible();
    await expect(payout.getByRole('button', { name: /withdraw/i })).toBeVisible();
    await expect(page.getByRole('button', { name: /deposit/i })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /play/i })).toHaveCount(0);
    await page.goto('/profile/safer-gambling');
    await expect(payout.getByRole('heading', { level: 1, name: 'Your balance and withdrawals' })).toBeVisible();
    await expect(payout.getByText(BREAK_SENTENCE)).toBeVisible();
  },
);
