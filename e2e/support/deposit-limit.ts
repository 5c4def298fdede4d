import type { Page } from '@playwright/test';
import { completeProfile } from './deposit';
import { expect } from './fixtures';

/**
 * On the safer-gambling page: sets a 20 EUR 24-hour deposit limit, then has it refuse a 30 EUR card deposit. Answers
 * the limit's row and its field, for what the test does next (raising it at once is a strong sign of harm).
 */
export async function setDailyLimitThatRefusesADeposit(page: Page) {
  await page.goto('/profile/safer-gambling');
  const daily = page.getByRole('listitem', { name: '24-hour deposit limit' });
  const field = daily.getByLabel('New 24-hour deposit limit (EUR)');
  await field.fill('20');
  await daily.getByRole('button', { name: 'Set limit' }).click();
  await expect(daily.getByTestId('deposit_24h-value')).toHaveText('€20.00');
  await expect(page.getByRole('region', { name: 'Please review your limits' })).toHaveCount(0);

  await page.getByRole('region', { name: 'Your account' }).getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await dialog.getByLabel('Amount', { exact: true }).fill('30');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: /Credit card/ }).click();
  await completeProfile(page, 'MT');
  await dialog.getByRole('button', { name: /Diamond/ }).click();
  await expect(dialog.getByRole('alert')).toContainText('Your 24-hour deposit limit is 20.00 EUR');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  return { daily, field };
}
