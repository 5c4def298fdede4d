import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expectSignedIn, submitSignUp, type NewPlayer } from '../support/auth';
import { completeProfile, passDepositLimitChoice } from '../support/deposit';
import { expect, testWithStack, uniqueEmail } from '../support/fixtures';
import { euroCents, formatEuro, gameFrame, waitForGame } from '../support/play';
import { activeSeedPair, firstWinningSpin } from '../support/seeds';
import type { Stack } from '../support/stack';

// The shipped promotions file, sign-up offer included (other stacks leave it out: its popup covers their pages).
// Held winnings are released on the promotions tick, which the API leaves off in tests: this stack runs it.
const test = testWithStack('nodeposit', {
  PROMOTIONS_FILE: fileURLToPath(new URL('../../apps/api/data/promotions.json', import.meta.url)),
  PROMOTIONS_TICK_MS: '300',
});

test('a new player activates the sign-up free spins from the popup, lands on the home page and plays them without touching the balance', async ({
  page,
}, testInfo) => {
  // Signed up on another page: activating goes home, as an accept from the pending promotions page does.
  await page.goto('/promotions');
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
  await expect(page).toHaveURL((url) => url.pathname === '/');
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

test('a winning free spin is held on the wallet page and in Locked By Bonus until the unlock deposit pays it double as bonus money', async ({
  page,
  stack,
}, testInfo) => {
  const email = uniqueEmail('hal', testInfo.project.name);
  await page.goto('/');
  await activateSignUpSpins(page, { fullName: 'Hal Held', email, password: 'held until a deposit' });

  await page.goto('/game/lucky-lanterns');
  await waitForGame(page);
  const slot = gameFrame(page);
  await expect(slot.getByTestId('free-spins')).toContainText('Free spins: 20 left');
  // "€0.10 free": the spin value, which the server plays at the coin value making it.
  const stake = BigInt(euroCents(await slot.getByTestId('play-stake').innerText()));
  const winning = await arrangeWinningSpin(page, stack, email, stake, 20);
  const won = formatEuro(Number(winning.win));

  // Real free spins up to the first one the player's seeds make win: none arranged, each waited for.
  for (let spin = 0; spin <= winning.spinsBefore; spin += 1) {
    await slot.getByRole('button', { name: 'Spin' }).click();
    const left = 19 - spin;
    if (left > 0) await expect(slot.getByTestId('free-spins')).toContainText(`Free spins: ${left} left`);
    else await expect(slot.getByTestId('free-spins')).toHaveCount(0);
    await expect(slot.getByTestId('slot-result')).toHaveText(
      spin < winning.spinsBefore ? 'No win this time' : BigInt(winning.win) > stake ? `You won ${won}` : `Returned ${won}`,
      {
        timeout: 120_000,
      },
    );
  }
  await expect(slot.getByTestId('play-balance')).toHaveText('€0.00');

  // The win waits on the wallet page, with the offer that unlocks it, and counts as locked by the bonus.
  await page.goto('/profile/my-wallet');
  const eur = page.getByRole('article', { name: 'EUR', exact: true });
  await expect(eur).toContainText(`Free-spin winnings held${won}`);
  await expect(eur).toContainText('Deposit €20.00 to unlock your free-spin winnings with 100% extra.');
  await expect(eur).toContainText('Real money€0.00');
  await expect(eur).toContainText('Bonus money€0.00');
  await expect(eur).toContainText(`Free-spin wallet${formatEuro(Number(stake) * (19 - winning.spinsBefore))}`);
  const locked = page.getByRole('complementary').getByText('Locked By Bonus').locator('..');
  // Phones show the summary band without it.
  if (testInfo.project.name === 'desktop') await expect(locked).toHaveText(`Locked By Bonus${won}`);

  // A deposit of the unlock amount, without a welcome bonus of its own: the winnings become bonus money, doubled.
  await page.getByRole('region', { name: 'Your account' }).getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await passDepositLimitChoice(dialog);
  await dialog.getByLabel('Amount', { exact: true }).fill('20');
  await dialog
    .getByRole('group', { name: 'Bonus for this deposit' })
    .getByRole('radio', { name: /No bonus/ })
    .check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: /Credit card/ }).click();
  await completeProfile(page, 'MT');
  await dialog.getByRole('button', { name: /Diamond/ }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/vegapay\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay 20.00 EUR' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your deposit of €20.00 has been credited.' })).toBeVisible();

  // Released on the promotions tick: the winnings × (1 + 100 %), the held row gone.
  const released = formatEuro(Number(winning.win) * 2);
  await expect(async () => {
    await page.goto('/profile/my-wallet');
    await expect(eur).toContainText(`Bonus money${released}`, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(eur).toContainText('Real money€20.00');
  await expect(eur.getByText('Free-spin winnings held')).toHaveCount(0);
  // Nothing is left to unlock: the offer is gone.
  await expect(eur.getByText(/to unlock your free-spin winnings/)).toHaveCount(0);
  if (testInfo.project.name === 'desktop') await expect(locked).toHaveText(`Locked By Bonus${released}`);

  // The active bonus card shows the bonus money it holds now, not the spins' granted bonus of €0.00.
  await page.goto('/profile/casino-promotions');
  await expect(page.getByTestId('active-bonus').getByTestId('fact-bonus')).toHaveText(`Bonus${released}`);
});

/** Signs up and takes the sign-up free spins from the popup. */
async function activateSignUpSpins(page: Page, player: NewPlayer) {
  await expect(await submitSignUp(page, player)).toHaveCount(0);
  const offer = page.getByRole('dialog', { name: 'Free spins on us' });
  await offer.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Promo Activated Successfully.')).toBeVisible();
  await expect(offer).toHaveCount(0);
}

/**
 * The first of the player's next `count` free spins that wins. Should none of them (rarely), the player rotates
 * their seeds on the provably fair page, as any player may, until a pair has one; the game is then opened again.
 */
async function arrangeWinningSpin(page: Page, stack: Stack, email: string, stake: bigint, count: number) {
  for (let rotations = 0; rotations < 5; rotations += 1) {
    const winning = await firstWinningSpin(await activeSeedPair(stack, email), 'LuckyLanterns', stake, count);
    if (winning) {
      if (rotations > 0) {
        await page.goto('/game/lucky-lanterns');
        await waitForGame(page);
      }
      return winning;
    }
    await page.goto('/provably-fair');
    const hash = page.getByRole('region', { name: 'Your seeds' }).getByTestId('active-server-seed-hash');
    await expect(hash).toHaveText(/^[0-9a-f]{64}$/);
    const before = (await hash.textContent())!;
    await page.getByRole('region', { name: 'Your seeds' }).getByRole('button', { name: 'Rotate seeds' }).click();
    await expect(hash).not.toHaveText(before);
  }
  throw new Error(`no winning free spin in ${count} on 5 seed pairs`);
}
