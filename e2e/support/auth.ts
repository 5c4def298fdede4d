import { expect, type Page, type TestInfo } from '@playwright/test';
import type { Challenge } from 'altcha-lib';
import { CAPTCHA_CHALLENGE_PATH, CLIENT_HEADERS, solveChallengeOf } from './http';

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** Waits until the ALTCHA widget in the open dialog has solved its challenge. */
export async function waitForCaptcha(page: Page) {
  await page.waitForFunction(
    () => (document.querySelector('altcha-widget') as (Element & { getState?: () => string }) | null)?.getState?.() === 'verified',
    undefined,
    { timeout: 30_000 },
  );
}

export async function expectSignedIn(page: Page) {
  await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toHaveCount(0);
}

export async function expectSignedOut(page: Page) {
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
}

/** Signs out the way a person would at this width: account menu on desktop, the full-screen menu on phones. */
export async function signOut(page: Page, testInfo: TestInfo, firstName: string) {
  if (isPhone(testInfo)) {
    await page.getByRole('navigation', { name: 'Bottom bar' }).getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  } else {
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Hi, ${firstName}` })
      .click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  }
  await expectSignedOut(page);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await waitForCaptcha(page);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

export type NewPlayer = { fullName: string; email: string; password: string; currency?: string };

/** Fills the Sign Up dialog as a visitor would and submits it. */
export async function submitSignUp(page: Page, { fullName, email, password, currency = 'EUR' }: NewPlayer) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await dialog.getByLabel('Full Name').fill(fullName);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByLabel('Currency').selectOption(currency);
  await dialog.getByLabel('I am over 18 and accept the terms').check();
  await waitForCaptcha(page);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  return dialog;
}

/** Signs a new player up through the Sign Up dialog, as a visitor would, and waits until signed in. */
export async function signUp(page: Page, player: NewPlayer) {
  const dialog = await submitSignUp(page, player);
  await expect(dialog).toHaveCount(0);
  await expectSignedIn(page);
}

/**
 * Signs a new player up with the requests the Sign Up dialog sends (the solved captcha, then the registration), from
 * the page's browser: the session cookie lands in its context, so the next page it opens is signed in. For flows
 * whose subject comes after the sign-up; the dialog itself is the subject of the specs that use `signUp`.
 */
export async function signUpByApi(page: Page, { fullName, email, password, currency = 'EUR' }: NewPlayer) {
  const request = page.context().request;
  const challenge = await request.get(CAPTCHA_CHALLENGE_PATH);
  expect(challenge.status(), await challenge.text()).toBe(200);
  const captcha = await solveChallengeOf((await challenge.json()) as Challenge);
  const answer = await request.post('/user-service/api/v1/registration', {
    headers: CLIENT_HEADERS,
    data: { fullName, email, password, currency, terms: true, captcha },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** Signs a player in with the requests the Login dialog sends, from the page's browser (an account without a second factor). */
export async function signInByApi(page: Page, email: string, password: string) {
  const request = page.context().request;
  const challenge = await request.get(CAPTCHA_CHALLENGE_PATH);
  expect(challenge.status(), await challenge.text()).toBe(200);
  const captcha = await solveChallengeOf((await challenge.json()) as Challenge);
  const answer = await request.post('/user-service/api/v1/signin', { headers: CLIENT_HEADERS, data: { email, password, captcha } });
  expect(answer.status(), await answer.text()).toBe(200);
}
