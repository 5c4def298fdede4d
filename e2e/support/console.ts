import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { generate } from 'otplib';
import type { Stack } from './stack';

// The operator's console (apps/backoffice), served by the stack's API on its staff listener (stack.staffUrl).

/** The link a staff enrolment answers with (the bootstrap command prints it, the Staff page shows it): the first one in `text`. */
export function enrolmentLinkIn(text: string): string {
  const link = /https?:\/\/\S+\/enrol#\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no enrolment link in: ${text}`);
  return link;
}

/** A browser of its own on the console's origin: each member signs in on theirs, as people at their own desks. */
export async function openConsole(
  browser: Browser,
  stack: Stack,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: stack.staffUrl, ...options });
  return { context, page: await context.newPage() };
}

/**
 * Enrols a member through their one-time link as they would: reads the authenticator key the page shows, has
 * the "authenticator app" (otplib) make the code for it, chooses the password, and lands on Home signed in.
 */
export async function enrolThroughLink(page: Page, link: string, email: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set up your console access' })).toBeVisible();
  await expect(page.getByText(`For ${email}`)).toBeVisible();
  const secret = (await page.getByLabel('Authenticator key').innerText()).replace(/\s+/g, '');
  const form = page.getByRole('form', { name: '2. Choose a password and confirm the app' });
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Repeat the password').fill(password);
  await form.getByLabel('Code from the app').fill(await generate({ secret }));
  await form.getByRole('button', { name: 'Finish and sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(email);
}

/** Opens a page of the console from its menu, as a member does. */
export async function openFromMenu(page: Page, name: string, heading: string) {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The row of a console table whose cell reads exactly `text`, among the rows of `table`. */
export const rowWithCell = (table: Locator, text: string): Locator =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: text, exact: true }) });
