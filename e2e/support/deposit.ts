import { expect, type Locator, type Page } from '@playwright/test';

// The deposit dialog's first steps, as a player takes them.

/** Opens the deposit dialog from the site header, past the deposit limit's question if it is asked. */
export async function openDeposit(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog).toBeVisible();
  await passDepositLimitChoice(dialog);
  return dialog;
}

/**
 * The test stack's players are in Malta, whose market profile asks for a deposit limit (or the choice of none)
 * before the first deposit: the dialog asks until the player chose. Here they choose none, as any player may; the
 * dialog then shows the amount. Once chosen, the dialog goes straight to the amount.
 */
export async function passDepositLimitChoice(dialog: Locator) {
  const amount = dialog.getByLabel('Amount', { exact: true });
  const noLimit = dialog.getByRole('button', { name: 'No limit', exact: true });
  await expect(amount.or(noLimit)).toBeVisible();
  if (await noLimit.isVisible()) {
    await noLimit.click();
    await expect(amount).toBeVisible();
  }
}

/** The details a card payment needs, typed into the profile form the dialog shows first. */
export async function completeProfile(page: Page, country: string) {
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await expect(dialog).toContainText(
    'Credit card needs these details before you pay: address, zip code, country, city, state, phone number.',
  );
  await dialog.getByLabel('Country', { exact: true }).selectOption(country);
  await dialog.getByLabel('State').fill('Malta');
  await dialog.getByLabel('City').fill('Valletta');
  await dialog.getByLabel('Zip code').fill('VLT 1111');
  await dialog.getByLabel('Address', { exact: true }).fill('Republic Street 1');
  await dialog.getByLabel('Phone', { exact: true }).fill('+356 2123 4567');
  await dialog.getByRole('button', { name: 'Save' }).click();
}
