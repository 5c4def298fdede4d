import type { Page } from '@playwright/test';
import { signUpByApi } from '../support/auth';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { euroCents, formatEuro, gameFrame, waitForGame } from '../support/play';

/** A numeric bonus code no other test uses: the worker's project and a counter. */
let codes = 0;
const newCode = (project: string) => `${project === 'phone' ? 7 : 8}${Date.now() % 1_000_000}${(codes += 1)}`;

async function checkCode(page: Page, code: string) {
  await page.goto('/profile/casino-promotions/coupon');
  await page.getByRole('textbox', { name: 'Bonus code' }).fill(code);
  await page.getByRole('button', { name: 'Check code' }).click();
}

test('a bonus code redeemed, its promotion accepted from the pending list; another one rejected', async ({ page, stack }, testInfo) => {
  const project = testInfo.project.name;
  const [tenEuros, spins] = [newCode(project), newCode(project)];
  await stack.runOperatorCommand('promotions:coupon', ['create', tenEuros, '--name', 'Ten on us', '--redemption', '--bonus-eur', '10']);
  await stack.runOperatorCommand('promotions:coupon', ['create', spins, '--name', 'Spin week', '--redemption', '--free-spins', '20']);

  await signUpByApi(page, { fullName: 'Cora Code', email: uniqueEmail('cora-code', project), password: 'bonus codes are digits' });

  // Letters never reach the field; an unknown code is refused with the reason.
  await page.goto('/profile/casino-promotions/coupon');
  const field = page.getByRole('textbox', { name: 'Bonus code' });
  await field.pressSequentially('12ab3');
  await expect(field).toHaveValue('123');
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(page.getByText('This bonus code does not exist.')).toBeVisible();

  await checkCode(page, tenEuros);
  const offer = page.getByTestId('coupon-offer');
  await expect(offer).toContainText('Ten on us');
  await expect(offer).toContainText('10.00 EUR bonus');
  await offer.getByRole('button', { name: 'Redeem' }).click();
  await expect(page).toHaveURL(/\/profile\/casino-promotions\/pending-promotions$/);
  await expect(page.getByText('Ten on us was added to your pending promotions.')).toBeVisible();

  // This code had one use, now taken.
  await checkCode(page, tenEuros);
  await expect(page.getByText('This bonus code has been used up.')).toBeVisible();

  await checkCode(page, spins);
  await page.getByTestId('coupon-offer').getByRole('button', { name: 'Redeem' }).click();
  await expect(page).toHaveURL(/pending-promotions$/);

  // Both wait; the site header's bell names them and leads to them.
  const pending = page.getByRole('main').getByRole('article');
  await expect(pending).toHaveCount(2);
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Notifications/ })
    .click();
  await page
    .getByRole('menu')
    .getByRole('menuitem', { name: /Ten on us/ })
    .click();
  await expect(page).toHaveURL(/pending-promotions$/);

  // Accepting one starts it: home, the success toast, the bonus in the wallet.
  await pending.filter({ hasText: 'Ten on us' }).getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Promo Activated Successfully.')).toBeVisible();

  await page.goto('/profile/casino-promotions');
  const active = page.getByRole('main').getByRole('article').filter({ hasText: 'Ten on us' });
  await expect(active).toContainText('€10.00');
  await expect(active.getByTestId('wagering-figures')).toContainText('€0.00 of €350.00');
  if (project === 'desktop') {
    await expect(page.getByRole('complementary').getByText('Locked By Bonus').locator('..')).toContainText('€10.00');
  }

  // With no real money, a stake is bonus money, and a slot's counts in full towards the wagering.
  await page.goto('/game/lucky-lanterns');
  await waitForGame(page);
  const slot = gameFrame(page);
  await expect(slot.getByTestId('play-balance')).toHaveText('€10.00');
  const stake = euroCents(await slot.getByTestId('play-stake').innerText());
  await slot.getByRole('button', { name: 'Spin' }).click();
  await expect(slot.getByTestId('slot-result')).toBeVisible({ timeout: 120_000 });
  await page.goto('/profile/casino-promotions');
  await expect(active.getByTestId('wagering-figures')).toContainText(`${formatEuro(stake)} of €350.00`);

  // The other one is rejected with the others, after a confirmation.
  await page.goto('/profile/casino-promotions/pending-promotions');
  await expect(pending).toHaveCount(1);
  await page.getByRole('button', { name: 'Reject all' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Reject all' }).click();
  await expect(page.getByText('No pending promotions')).toBeVisible();
  await page.goto('/profile/casino-promotions');
  await expect(page.getByRole('region', { name: 'Previous promotions' })).toContainText('Rejected');
});

test('/promotions speaks to a signed-in player: My promotions instead of the sign-up call', async ({ page }, testInfo) => {
  await page.goto('/promotions');
  await expect(page.getByText('Sign up in a minute')).toBeVisible();
  await signUpByApi(page, {
    fullName: 'Pia Promo',
    email: uniqueEmail('pia-promo', testInfo.project.name),
    password: 'welcome offer reader',
  });
  await page.goto('/promotions');
  await expect(page.getByText('Sign up in a minute')).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'My promotions' }).first().click();
  await expect(page).toHaveURL(/\/profile\/casino-promotions$/);
  await expect(page.getByText('You have no active bonus')).toBeVisible();
});
