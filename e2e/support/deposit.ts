import { expect, type Page } from '@playwright/test';

// The deposit dialog's first steps, as a player takes them.

/** Opens the deposit dialog from the site header. */
export async function openDeposit(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog).toBeVisible();
  return dialog;
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
