import { isPhone } from '../support/auth';
import { expect, test } from '../support/fixtures';

const PUBLIC_PAGES = [
  ['/faq', 'FAQ'],
  ['/terms-and-conditions', 'Terms'],
  ['/terms-and-conditions/bonus', 'Bonus'],
  ['/about-us', 'About'],
  ['/promotions', 'Promotions'],
  ['/kyc', 'KYC'],
  ['/refund-policy', 'Refund'],
  ['/aml-policy', 'AML'],
  ['/responsible-gaming', 'Responsible'],
  ['/privacy-policy', 'Privacy'],
] as const;

test('every public page renders in the public layout', async ({ page }) => {
  for (const [path, heading] of PUBLIC_PAGES) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toContainText(heading, { ignoreCase: true });
    await expect(page.getByRole('contentinfo')).toContainText('Anjouan');
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('navigation follows the screen width', async ({ page }, testInfo) => {
  await page.goto('/');
  const bottomBar = page.getByRole('navigation', { name: 'Bottom bar' });
  const sideMenu = page.getByRole('navigation', { name: 'Side menu' });
  if (isPhone(testInfo)) {
    await expect(bottomBar).toBeVisible();
    await expect(sideMenu).toBeHidden();
    // The full-screen menu closes when the route changes.
    await bottomBar.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(menu).toHaveCount(0);
    // Deposit from the bottom bar asks a visitor to sign in.
    await bottomBar.getByRole('button', { name: 'Deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  } else {
    await expect(bottomBar).toBeHidden();
    await expect(sideMenu).toBeVisible();
    await sideMenu.getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(sideMenu.getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
  }
});

test('a visitor sent to a guarded page lands on / with the sign-in dialog', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/$/);
});
