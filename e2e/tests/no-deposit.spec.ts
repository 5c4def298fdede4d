import { fileURLToPath } from 'node:url';
import { expectSignedIn, submitSignUp } from '../support/auth';
import { expect, testWithStack, uniqueEmail } from '../support/fixtures';
import { gameFrame, waitForGame } from '../support/play';

// The shipped promotions file, sign-up offer included (other stacks leave it out: its popup covers their pages).
const test = testWithStack('nodeposit', {
  PROMOTIONS_FILE: fileURLToPath(new URL('../../apps/api/data/promotions.json', import.meta.url)),
});

test('a new player activates the sign-up free spins from the popup and plays them without touching the balance', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const signUpDialog = await submitSignUp(page, {
    fullName: 'Nora Nodeposit',
    email: uniqueEmail('nora', testInfo.project.name),
    password: 'free spins on us',
  });
  await expect(signUpDialog).toHaveCount(0);

  const offer = page.getByRole('dialog', { name: 'Free spins on us' });
  await expect(offer).toContainText('20 free spins');
  await expect(offer.getByRole('img', { name: 'The slot your free spins are played on' })).toBeVisible();
  await offer.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Promo Activated Successfully.')).toBeVisible();
  await expect(offer).toHaveCount(0);
  await expectSignedIn(page);

  await page.goto('/game/lucky-lanterns');
  await waitForGame(page);
  const slot = gameFrame(page);
  await expect(slot.getByTestId('free-spins')).toContainText('Free spins: 20 left');
  await expect(slot.getByTestId('play-stake')).toContainText('free');
  await expect(slot.getByTestId('play-balance')).toHaveText('€0.00');
  await slot.getByRole('button', { name: 'Spin' }).click();
  await expect(slot.getByTestId('slot-result')).toBeVisible({ timeout: 120_000 });
  await expect(slot.getByTestId('free-spins')).toContainText('Free spins: 19 left');
  // Held until a deposit releases them: the balance does not move.
  await expect(slot.getByTestId('play-balance')).toHaveText('€0.00');

  // The popup is gone for good once the offer is taken.
  await page.goto('/');
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText('€0.00');
  await expect(offer).toHaveCount(0);
});
