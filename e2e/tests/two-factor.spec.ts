import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectSignedIn, signIn, signOut, signUp } from '../support/auth';
import { moveApiClock } from '../support/clock';
import { BOTH_WIDTHS, clockTest as test, expect, uniqueEmail } from '../support/fixtures';
import { linkWith } from '../support/mailbox';
import type { Stack } from '../support/stack';

const toast = (page: Page, text: string | RegExp): Locator => page.locator('[data-sonner-toast]').filter({ hasText: text });
const WRONG_CODE = /That code is not right\./;
// BIP84's first receive address: a valid mainnet BTC address.
const BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const DAY_MS = 24 * 3_600_000;

/** The Login dialog's two steps: the password, then the app's code of the API's current time. */
async function signInWithCode(page: Page, stack: Stack, email: string, password: string, secret: string) {
  await signIn(page, email, password);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Authentication code').fill(await appCodeAt(secret, (await moveApiClock(stack, { advanceMs: 0 })).now));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toHaveCount(0);
  await expectSignedIn(page);
}

// The authenticator app is otplib, fed the setup key the page shows. The API takes each 30-second code once, and
// enrolment spends the current one: the API's clock (TEST_CLOCK=controlled) moves on a step before the sign-in.
const appCodeAt = (secret: string, now: Date) => generate({ secret, epoch: Math.floor(now.getTime() / 1000) });

test(
  'a player turns on two-factor sign-in, signs in with a code from the app, withdraws with one to an address allow-listed a day before, and turns it off with a recovery code and the e-mailed link',
  BOTH_WIDTHS,
  async ({ page, mailbox, stack }, testInfo) => {
    const email = uniqueEmail('grace', testInfo.project.name);
    const password = 'compiler cobol 1959';
    await page.goto('/');
    await signUp(page, { fullName: 'Grace Hopper', email, password, currency: 'BTC' });

    // --- Turning it on, in the account's Privacy section ---------------------------------------------------------
    await page.goto('/profile/privacy');
    const card = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(card).toContainText('Two-factor sign-in is off.');
    await card.getByRole('button', { name: 'Turn on' }).click();
    await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await card.getByLabel('Setup key').inputValue()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    // A code of the wrong shape is named before anything is sent; one the app does not show now is refused.
    const appCode = card.getByLabel('Code from the app');
    const confirmOn = card.getByRole('button', { name: 'Turn on' });
    await appCode.fill('123');
    await confirmOn.click();
    await expect(appCode).toHaveAccessibleDescription(/Enter the 6-digit code your app shows\./);
    await appCode.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 3_600 }));
    await confirmOn.click();
    await expect(appCode).toHaveAccessibleDescription(WRONG_CODE);
    await expect(appCode).toBeFocused();

    await appCode.fill(await appCodeAt(secret, (await moveApiClock(stack, { advanceMs: 0 })).now));
    await confirmOn.click();

    // The recovery codes, shown this once: ten, to copy or download.
    const codeItems = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codeItems).toHaveCount(10);
    const recoveryCodes = await codeItems.allInnerTexts();
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    await expect(card.getByRole('button', { name: 'Copy' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^recovery-codes-[\w.-]+\.txt$/);
    const text = readFileSync((await file.path())!, 'utf8');
    for (const code of recoveryCodes) expect(text).toContain(`${code}\n`);

    await card.getByRole('button', { name: 'Done' }).click();
    await expect(codeItems).toHaveCount(0);
    await expect(card).toContainText('Two-factor sign-in has been on since');
    await expect(card).toContainText('Recovery codes left: 10');

    // --- Signing in: the password, then the code ---------------------------------------------------------------
    await page.goto('/');
    await signOut(page, testInfo, 'Grace');
    await signIn(page, email, password);
    const dialog = page.getByRole('dialog', { name: 'Login' });
    const code = dialog.getByLabel('Authentication code');
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(dialog.getByLabel('Password')).toHaveCount(0);

    await code.fill('000000');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(code).toHaveAccessibleDescription(WRONG_CODE);
    await expect(dialog).toBeVisible();

    // The switch to a recovery code brings the letters keyboard, and back.
    await dialog.getByRole('button', { name: 'Use a recovery code' }).click();
    await expect(code).toHaveAttribute('inputmode', 'text');
    await dialog.getByRole('button', { name: 'Use a code from the app' }).click();
    await expect(code).toHaveAttribute('inputmode', 'numeric');

    // The app's code of the next 30-second step.
    const { now } = await moveApiClock(stack, { advanceMs: 30_000 });
    await code.fill(await appCodeAt(secret, now));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toHaveCount(0);
    await expectSignedIn(page);

    // --- Withdrawing with it: turning it on holds withdrawals for a day; a new address waits a day too --------------
    await stack.adjustWallet({ email, currency: 'BTC', amount: '0.01', reason: 'Test funds' });
    await page.goto('/profile/my-wallet');
    const withdraw = page.getByRole('region', { name: 'Withdraw', exact: true });
    await expect(withdraw.getByRole('status')).toContainText('two-factor sign-in was turned on less than 24 hours ago');
    await expect(withdraw.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
    const addresses = page.getByRole('region', { name: 'Withdrawal addresses' });
    await addresses.getByLabel('Address', { exact: true }).fill(BTC_ADDRESS);
    await addresses.getByRole('button', { name: 'Add address' }).click();
    const listed = addresses.getByRole('list', { name: 'Withdrawal addresses' }).getByRole('listitem');
    await expect(listed).toContainText(BTC_ADDRESS);
    await expect(listed).toContainText(/Usable from /);
    await mailbox.waitFor(email, /^New withdrawal address$/);

    // A day later the session has ended: the password and a code again, then the address is usable.
    await moveApiClock(stack, { advanceMs: DAY_MS });
    await page.goto('/');
    await signInWithCode(page, stack, email, password, secret);
    await page.goto('/profile/my-wallet');
    await expect(listed).not.toContainText('Usable from');
    await withdraw.getByLabel('Amount').fill('0.002');
    await withdraw.getByLabel('BTC address from your list').selectOption({ label: BTC_ADDRESS });
    const withdrawalCode = withdraw.getByLabel('Code from your authenticator app');
    await withdrawalCode.fill('000000');
    await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(withdrawalCode).toHaveAccessibleDescription(WRONG_CODE);
    const { now: later } = await moveApiClock(stack, { advanceMs: 30_000 });
    await withdrawalCode.fill(await appCodeAt(secret, later));
    await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(page.getByText('Withdrawal of 0.002 BTC requested. It is pending until we pay it.')).toBeVisible();
    expect((await mailbox.waitFor(email, /^Withdrawal requested$/)).text).toContain(`0.00200000 BTC to ${BTC_ADDRESS}`);

    // --- Turning it off: a recovery code (any case, as the phone is not at hand), then the e-mailed link ------------
    await page.goto('/profile/privacy');
    await expect(card).toContainText('Recovery codes left: 10');
    await card.getByRole('button', { name: 'Turn off' }).click();
    const offCode = card.getByLabel('Authentication code');
    await expect(offCode).toBeFocused();
    const confirmOff = card.getByRole('button', { name: 'Turn off' });
    await offCode.fill('AAAA-BBBB-CCCC-DDDD');
    await confirmOff.click();
    await expect(offCode).toHaveAccessibleDescription(WRONG_CODE);
    await offCode.fill(recoveryCodes[1]!.toLowerCase());
    await confirmOff.click();
    await expect(card.getByRole('status')).toHaveText(`We sent a link to ${email}. Two-factor sign-in stays on until you open it.`);
    await expect(card).toContainText('Two-factor sign-in has been on since');

    const mail = await mailbox.waitFor(email, /^Confirm turning off two-factor sign-in$/);
    const link = linkWith(mail, 'disableTwoFactorToken');
    await page.goto(link);
    await expect(toast(page, 'Two-factor sign-in is off. Your password alone now signs you in.')).toBeVisible();
    await expect(page).not.toHaveURL(/disableTwoFactorToken/);
    // The link works once.
    await page.goto(link);
    await expect(toast(page, 'This link has expired or was already used.')).toBeVisible();

    await page.goto('/profile/privacy');
    await expect(card).toContainText('Two-factor sign-in is off.');
    await expect(card.getByRole('button', { name: 'Turn on' })).toBeVisible();

    // The password alone signs in again.
    await page.goto('/');
    await signOut(page, testInfo, 'Grace');
    await signIn(page, email, password);
    await expectSignedIn(page);
  },
);
