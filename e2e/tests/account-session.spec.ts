import type { Page, Response, TestInfo } from '@playwright/test';
import { expectSignedIn, expectSignedOut, isPhone, signIn, signOut, signUp } from '../support/auth';
import { BOTH_WIDTHS, expect, test, uniqueEmail } from '../support/fixtures';

// The session as a player meets it: signing in from a guarded page, signing out, the e-mail still to confirm.

/** Signs out from an account page: its header's account options on desktop, the slide-in account menu on phones. */
async function signOutOfAccountArea(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('dialog', { name: 'Account menu' }).getByRole('button', { name: 'Logout' }).click();
  } else {
    await page.getByRole('button', { name: 'Account options' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  }
  await expectSignedOut(page);
}

test(
  'sign-in from a guarded page returns to it, a return address off the site is refused, and sign-out asks nothing of a player',
  BOTH_WIDTHS,
  async ({ page, stack }, testInfo) => {
    const email = uniqueEmail('ivy', testInfo.project.name);
    const password = 'return to sender 7';
    await page.goto('/');
    await signUp(page, { fullName: 'Ivy Return', email, password });

    // Signed out on an account page with the player's data on screen: no request of the player's is sent after it.
    await page.goto('/profile/my-wallet');
    await expect(page.getByRole('article', { name: 'EUR', exact: true })).toBeVisible();
    const refused: string[] = [];
    const onResponse = (response: Response) => {
      if (response.status() === 401) refused.push(new URL(response.url()).pathname);
    };
    page.on('response', onResponse);
    await signOutOfAccountArea(page, testInfo);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    // The session check the sign-out makes is the last request it causes.
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    expect.soft(refused).toEqual([]);

    // A guarded page asks to sign in, then opens once signed in.
    await page.goto('/profile/my-wallet/transaction-history');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await signIn(page, email, password);
    await expect(page).toHaveURL((url) => url.pathname === '/profile/my-wallet/transaction-history');
    await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Ivy Return');
    await signOutOfAccountArea(page, testInfo);

    // A link carrying another site as the page to return to: signing in stays on this site.
    for (const next of ['//evil.example/profile', 'https://evil.example/profile', '/\\evil.example']) {
      await page.goto(`/?next=${encodeURIComponent(next)}`);
      await signIn(page, email, password);
      await expectSignedIn(page);
      expect(new URL(page.url()).origin).toBe(new URL(stack.webUrl).origin);
      expect(new URL(page.url()).pathname).toBe('/');
      await signOut(page, testInfo, 'Ivy');
    }
  },
);

test(
  'the e-mail still to confirm is in the bell on every page, with a way to get the link again',
  BOTH_WIDTHS,
  async ({ page }, testInfo) => {
    await page.goto('/');
    await signUp(page, { fullName: 'Una Confirmed', email: uniqueEmail('una', testInfo.project.name), password: 'not yet confirmed 1' });

    await page.goto('/games/all');
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications: 1 new' });
    await bell.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByTestId('email-to-confirm')).toHaveText('Please verify your e-mail address: open the link we sent you.');
    await expect(menu.getByText('No new notifications')).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Send the link again' }).click();
    await expect(page.getByText('Confirmation e-mail sent. Please check your inbox.')).toBeVisible();
  },
);
