import { expectSignedIn, expectSignedOut, signIn, signOut, waitForCaptcha } from '../support/auth';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { linkWith } from '../support/mailbox';

test('a newcomer signs up, confirms the e-mail, signs out and in, resets the password and signs in with it', async ({
  page,
  mailbox,
}, testInfo) => {
  const email = uniqueEmail('ada', testInfo.project.name);
  const firstPassword = 'correct horse battery';
  const newPassword = 'staple lantern orbit 42';

  // The home page in the public layout advertises the welcome offer.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('40,000 EUR + 550 free spins');
  await expect(page.getByRole('contentinfo')).toContainText('Belize');
  await expectSignedOut(page);

  // Sign up.
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign Up' });
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await expect(signUp.getByText('Full Name is required')).toBeVisible();
  await expect(signUp.getByText('Please accept the terms first.')).toBeVisible();
  await signUp.getByLabel('Full Name').fill('Ada Lovelace');
  await expect(signUp.getByText('Full Name is required')).toHaveCount(0);
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password').fill(firstPassword);
  await signUp.getByLabel('Currency').selectOption('EUR');
  await signUp.getByLabel('I am over 18 and accept the terms').check();
  await waitForCaptcha(page);
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await expect(signUp).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'))).toMatchObject({ name: 'Ada Lovelace' });

  // The confirmation e-mail arrives over SMTP; its link confirms the address.
  const confirmation = await mailbox.waitFor(email, /confirm/i);
  await page.goto(linkWith(confirmation, 'confirmToken'));
  await expect(page.getByText('Your e-mail is confirmed.')).toBeVisible();
  await expect(page).not.toHaveURL(/confirmToken/);

  // Sign out, then back in.
  await signOut(page, testInfo, 'Ada');
  await signIn(page, email, firstPassword);
  await expectSignedIn(page);
  await signOut(page, testInfo, 'Ada');

  // Forgot password: the e-mailed link opens the reset dialog.
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Reset password link is sent!')).toBeVisible();
  const reset = await mailbox.waitFor(email, /reset/i);
  await page.goto(linkWith(reset, 'resetToken'));
  const resetDialog = page.getByRole('dialog', { name: 'Reset password' });
  await resetDialog.getByLabel('Password', { exact: true }).fill(newPassword);
  await resetDialog.getByLabel('Confirm Password').fill(newPassword);
  await waitForCaptcha(page);
  await resetDialog.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password successfuly updated')).toBeVisible();
  await expect(resetDialog).toHaveCount(0);
  // The notice sits over the header's Login button until it closes by itself (5 s), as a person sees it do.
  await expect(page.getByText('Password successfuly updated')).toHaveCount(0);

  // The old password no longer works; the new one does.
  await signIn(page, email, firstPassword);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Close' }).click();
  await signIn(page, email, newPassword);
  await expectSignedIn(page);
});
