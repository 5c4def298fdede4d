import type { Page } from '@playwright/test';
import { expectSignedIn, expectSignedOut, signIn, signOut, signUp, waitForCaptcha } from '../support/auth';
import { expect, test, uniqueEmail, waitingForTheApp } from '../support/fixtures';

const LOCKED =
  'Too many failed sign-in attempts. Please wait a few minutes, sign in on a device you have used before, or reset your password.';

/** A stranger at the Login dialog of their own browser, trying passwords on someone else's e-mail. */
async function guess(page: Page, email: string, passwords: string[]) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email').fill(email);
  for (const password of passwords) {
    await dialog.getByLabel('Password').fill(password);
    await waitForCaptcha(page);
    const answer = page.waitForResponse((res) => res.url().endsWith('/user-service/api/v1/signin'));
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    expect((await answer).status()).toBe(401);
  }
}

test('a stranger guessing at an account locks out new browsers, while its owner signs in on their own', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Other browsers at this project's width.
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const newBrowser = async () => {
    const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
    context.on('page', waitingForTheApp);
    return context;
  };
  const email = uniqueEmail('ada', testInfo.project.name);
  const password = 'correct horse battery';
  await page.goto('/');
  await signUp(page, { fullName: 'Ada Lovelace', email, password });
  await signOut(page, testInfo, 'Ada');

  const stranger = await newBrowser();
  await guess(await stranger.newPage(), email, ['not it 1', 'not it 2', 'not it 3', 'not it 4', 'not it 5']);
  await stranger.close();

  // A browser that never signed in here is refused even with the right password, and told what to do.
  const newDevice = await newBrowser();
  const newPage = await newDevice.newPage();
  await newPage.goto('/');
  await signIn(newPage, email, password);
  await expect(newPage.locator('[data-sonner-toast]').filter({ hasText: LOCKED })).toBeVisible();
  const login = newPage.getByRole('dialog', { name: 'Login' });
  await login.getByRole('button', { name: 'Close' }).click();
  await expectSignedOut(newPage);
  await newDevice.close();

  // The browser she signed up in still gets her in.
  await signIn(page, email, password);
  await expectSignedIn(page);
});
