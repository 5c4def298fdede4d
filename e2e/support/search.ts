import type { Locator, Page, TestInfo } from '@playwright/test';
import { isPhone } from './auth';

/** The search icon lives in the header on desktop and in the bottom bar on phones. */
export async function openSearch(page: Page, testInfo: TestInfo): Promise<Locator> {
  const scope = isPhone(testInfo) ? page.getByRole('navigation', { name: 'Bottom bar' }) : page.getByRole('banner');
  await scope.getByRole('button', { name: 'Search' }).click();
  return page.getByRole('dialog', { name: 'Search' });
}
