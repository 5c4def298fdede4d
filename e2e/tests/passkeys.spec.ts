import type { Locator, Page } from '@playwright/test';
import { expectSignedIn, signIn, signOut, signUp } from '../support/auth';
import { moveApiClock } from '../support/clock';
import { BOTH_WIDTHS, clockTest as test, expect, uniqueEmail } from '../support/fixtures';

const toast = (page: Page, text: string | RegExp): Locator => page.locator('[data-sonner-toast]').filter({ hasText: text });
// BIP84's first receive address: a valid mainnet BTC address.
const BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const DAY_MS = 24 * 3_600_000;

/**
 * Chromium's virtual authenticator (DevTools' WebAuthn domain): a platform authenticator that answers every prompt at
 * once, as a person touching the fingerprint reader would. Answers what it holds.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

test(
  'a player adds a passkey on the Privacy page, signs in with the password and then the passkey, withdraws with it a day later, and removes it with the password',
  BOTH_WIDTHS,
  async ({ page, mailbox, stack }, testInfo) => {
    const email = uniqueEmail('ada', testInfo.project.name);
    const password = 'analytical engine 1843';
    const authenticator = await addVirtualAuthenticator(page);
    await page.goto('/');
    await signUp(page, { fullName: 'Ada Lovelace', email, password, currency: 'BTC' });

    // --- Adding it, in the two-factor card of the Privacy section -------------------------------------------------
    await page.goto('/profile/privacy');
    const card = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(card).toContainText('Two-factor sign-in is off.');
    const passkeys = card.getByRole('region', { name: 'Passkeys' });
    await expect(passkeys).toContainText('No passkeys yet.');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    const name = passkeys.getByLabel('Passkey name');
    await expect(name).toBeFocused();
    // The name is asked for before the browser's prompt opens.
    await passkeys.getByRole('button', { name: 'Add passkey' }).click();
    await expect(name).toHaveAccessibleDescription(/Name the passkey\./);
    expect(await authenticator.credentials()).toHaveLength(0);
    await name.fill('This laptop');
    await passkeys.getByRole('button', { name: 'Add passkey' }).click();
    await expect(toast(page, 'The passkey "This laptop" is added.')).toBeVisible();

    const listed = passkeys.getByRole('list', { name: 'Passkeys' }).getByRole('listitem');
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText('This laptop');
    await expect(listed).toContainText('not used yet');
    // Sign-ins now take the passkey: only the app is off.
    await expect(card).toContainText('The authenticator app is off.');
    expect(await authenticator.credentials()).toHaveLength(1);
    expect((await mailbox.waitFor(email, /^A passkey was added to your account$/)).text).toContain('The passkey "This laptop"');

    // A change of credentials: withdrawals wait a day (decision 035), as does a new address.
    await stack.adjustWallet({ email, currency: 'BTC', amount: '0.01', reason: 'Test funds' });
    await page.goto('/profile/my-wallet');
    const withdraw = page.getByRole('region', { name: 'Withdraw', exact: true });
    await expect(withdraw.getByRole('status')).toContainText('your new passkey was added less than 24 hours ago');
    await expect(withdraw).toContainText('Each withdrawal is confirmed with your passkey');
    const addresses = page.getByRole('region', { name: 'Withdrawal addresses' });
    await addresses.getByLabel('Address', { exact: true }).fill(BTC_ADDRESS);
    await addresses.getByRole('button', { name: 'Add address' }).click();
    await expect(addresses.getByRole('list', { name: 'Withdrawal addresses' }).getByRole('listitem')).toContainText(/Usable from /);

    // --- Signing in a day later (the session has ended): the password, then the passkey -----------------------------
    await moveApiClock(stack, { advanceMs: DAY_MS });
    await page.goto('/');
    await signIn(page, email, password);
    const dialog = page.getByRole('dialog', { name: 'Login' });
    const usePasskey = dialog.getByRole('button', { name: 'Use a passkey' });
    await expect(usePasskey).toBeFocused();
    await expect(dialog).toContainText('Use your passkey to finish signing in.');
    // No authenticator app on this account: no code to type.
    await expect(dialog.getByLabel('Authentication code')).toHaveCount(0);
    await usePasskey.click();
    await expect(dialog).toHaveCount(0);
    await expectSignedIn(page);

    // --- Withdrawing: the passkey confirms the request, no code and no e-mailed link --------------------------------
    await page.goto('/profile/my-wallet');
    await expect(withdraw.getByLabel('Code from your authenticator app')).toHaveCount(0);
    await withdraw.getByLabel('Amount').fill('0.002');
    await withdraw.getByLabel('BTC address from your list').selectOption({ label: BTC_ADDRESS });
    await withdraw.getByRole('button', { name: 'Confirm with a passkey' }).click();
    await expect(page.getByText('Withdrawal of 0.002 BTC requested. It is pending until we pay it.')).toBeVisible();
    expect((await mailbox.waitFor(email, /^Withdrawal requested$/)).text).toContain(`0.00200000 BTC to ${BTC_ADDRESS}`);

    await page.goto('/profile/privacy');
    await expect(listed).toContainText(/last used /);

    // --- Removing it: the password is asked -----------------------------------------------------------------------
    await listed.getByRole('button', { name: 'Remove the passkey This laptop' }).click();
    const passwordField = listed.getByLabel('Your password');
    await expect(passwordField).toBeFocused();
    await passwordField.fill('not my password');
    await listed.getByRole('button', { name: 'Remove passkey' }).click();
    await expect(passwordField).toHaveAccessibleDescription(/That is not your password\./);
    await passwordField.fill(password);
    await listed.getByRole('button', { name: 'Remove passkey' }).click();
    await expect(toast(page, 'The passkey "This laptop" was removed.')).toBeVisible();
    await expect(passkeys).toContainText('No passkeys yet.');
    await expect(card).toContainText('Two-factor sign-in is off.');
    await mailbox.waitFor(email, /^A passkey was removed from your account$/);

    // The password alone signs in again.
    await page.goto('/');
    await signOut(page, testInfo, 'Ada');
    await signIn(page, email, password);
    await expectSignedIn(page);
  },
);
