import type { Locator, Page } from '@playwright/test';
import { signUpByApi } from '../support/auth';
import { completeProfile, openDeposit } from '../support/deposit';
import { expect, testWithStack, uniqueEmail } from '../support/fixtures';
import { euroCents, formatEuro, gameFrame, waitForGame } from '../support/play';

// The API grants deposit bonuses on its promotions tick, which it leaves off in tests: this stack runs it. Its
// promotions file spends bonus money first (`wagering.spendOrder`), so paid stakes wager the bonus at once.
const test = testWithStack('welcome', { PROMOTIONS_TICK_MS: '300' }, { wagering: { spendOrder: 'bonus-first' } });

test('a first deposit earns the welcome offer shown in the dialog: the bonus and its free spins, played on their slot, then paid spins of bonus money that wager it, until the bonus is forfeited', async ({
  page,
}, testInfo) => {
  await signUpByApi(page, {
    fullName: 'Wendy Welcome',
    email: uniqueEmail('wendy', testInfo.project.name),
    password: 'first deposit offer',
  });
  await page.goto('/');

  const dialog = await openDeposit(page);
  await dialog.getByLabel('Amount', { exact: true }).fill('40');
  await expect(dialog.getByText('1st deposit offer: a 125% bonus (up to €8,000.00) and 125 free spins with this deposit.')).toBeVisible();
  // Taking it is the player's choice: nothing is checked until they pick it.
  const choice = dialog.getByRole('group', { name: 'Bonus for this deposit' });
  await expect(choice.getByRole('radio', { checked: true })).toHaveCount(0);
  await choice.getByRole('radio', { name: /Take the 1st deposit offer/ }).check();
  await payByCard(page, dialog, '40.00', { withProfile: true });

  // The bonus follows on the promotions tick: 125 % of 40 EUR, wagered 35 times.
  const bonus = page.getByRole('main').getByRole('article').filter({ hasText: '1st deposit' });
  await expect(async () => {
    await page.goto('/profile/casino-promotions');
    await expect(bonus).toContainText('€50.00', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(bonus).toContainText('125');
  await expect(bonus.getByTestId('wagering-figures')).toContainText('€0.00 of €1,750.00');
  if (testInfo.project.name === 'desktop') {
    await expect(page.getByRole('complementary').getByText('Locked By Bonus').locator('..')).toContainText('€50.00');
    await expect(page.getByRole('complementary').getByText('Withdrawable').locator('..')).toContainText('€40.00');
  }

  // Its free spins are played on their slot without touching the balance.
  await page.goto('/game/lucky-lanterns');
  await waitForGame(page);
  const slot = gameFrame(page);
  await expect(slot.getByTestId('free-spins')).toContainText('Free spins: 125 left');
  const balance = await slot.getByTestId('play-balance').innerText();
  await slot.getByRole('button', { name: 'Spin' }).click();
  await expect(slot.getByTestId('slot-result')).toBeVisible({ timeout: 120_000 });
  await expect(slot.getByTestId('free-spins')).toContainText('Free spins: 124 left');
  const result = await slot.getByTestId('slot-result').innerText();
  // A free spin's win is bonus money, which the game's balance includes.
  // (a return at or below the free spin's stake reads "Returned", not "You won", and is paid all the same)
  const won = /^(You won|Returned) /.test(result) ? euroCents(result) : 0;
  await expect(slot.getByTestId('play-balance')).toHaveText(formatEuro(euroCents(balance) + won));

  // Paid spins without the free ones: with bonus money first, each stake is bonus money and counts 100 % (slots).
  await slot.getByRole('checkbox', { name: /Free spins/ }).uncheck();
  const stake = euroCents(await slot.getByTestId('play-stake').innerText());
  const rounds = new Set([await slot.getByTestId('slot-result').getAttribute('data-round-id')]);
  for (let spin = 0; spin < 3; spin += 1) {
    await slot.getByRole('button', { name: 'Spin' }).click();
    // Each spin is a round of its own (the spinning state may pass before it is looked at).
    await expect
      .poll(async () => rounds.has(await slot.getByTestId('slot-result').getAttribute('data-round-id')), { timeout: 120_000 })
      .toBe(false);
    rounds.add(await slot.getByTestId('slot-result').getAttribute('data-round-id'));
    await expect(slot.getByRole('button', { name: 'Spin' })).toBeEnabled();
  }
  await expect(slot.getByTestId('free-spins')).toContainText('Free spins: 124 left');

  // The wagering moved by the three stakes, and the deposit's real money is untouched.
  await page.goto('/profile/casino-promotions');
  await expect(bonus.getByTestId('wagering-figures')).toHaveText(new RegExp(`^${escapeRegExp(formatEuro(3 * stake))} of €`));
  if (testInfo.project.name === 'desktop') {
    await expect(page.getByRole('complementary').getByText('Withdrawable').locator('..')).toContainText('€40.00');
  }

  // Given up after a warning: the bonus leaves the wallet, the deposit stays.
  await page.goto('/profile/casino-promotions');
  await bonus.getByRole('button', { name: 'Forfeit bonus' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirmation).toContainText('Forfeit this bonus?');
  await confirmation.getByRole('button', { name: 'Forfeit bonus' }).click();
  await expect(page.getByText('The bonus was forfeited.')).toBeVisible();
  await expect(page.getByText('You have no active bonus')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Previous promotions' })).toContainText('Forfeited');
  await page.goto('/');
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText('€40.00');
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Pays the dialog's deposit by card on the sandbox gateway's page, through to the credited notice. */
async function payByCard(page: Page, dialog: Locator, amount: string, { withProfile }: { withProfile: boolean }) {
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: /Credit card/ }).click();
  if (withProfile) await completeProfile(page, 'MT');
  await dialog.getByRole('button', { name: /Diamond/ }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/vegapay\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${amount} EUR` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Your deposit of €${amount} has been credited.` })).toBeVisible();
}

test('"No bonus" chosen in the dialog: the deposit earns nothing, and the next deposit gets the 2nd-deposit offer', async ({
  page,
}, testInfo) => {
  await signUpByApi(page, { fullName: 'Nora Nobonus', email: uniqueEmail('nora', testInfo.project.name), password: 'no bonus for me' });
  await page.goto('/');

  const dialog = await openDeposit(page);
  await dialog.getByLabel('Amount', { exact: true }).fill('40');
  const choice = dialog.getByRole('group', { name: 'Bonus for this deposit' });
  await expect(choice.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'I have a bonus code' })).toBeVisible();
  await choice.getByRole('radio', { name: /No bonus/ }).check();
  // A deposit carries a bonus code or "No bonus", never both.
  await expect(dialog.getByRole('button', { name: 'I have a bonus code' })).toBeHidden();
  await payByCard(page, dialog, '40.00', { withProfile: true });

  // It counted as the 1st deposit: the dialog now offers the 2nd deposit's, taken this time.
  await page.goto('/');
  const next = await openDeposit(page);
  await next.getByLabel('Amount', { exact: true }).fill('20');
  await expect(next.getByText('2nd deposit offer: a 150% bonus (up to €8,000.00) and 100 free spins with this deposit.')).toBeVisible();
  await next.getByRole('radio', { name: /Take the 2nd deposit offer/ }).check();
  await payByCard(page, next, '20.00', { withProfile: false });

  // Grants follow deposits in order on the promotions tick: once the 2nd deposit's bonus shows, the 1st was
  // handled, and it earned nothing.
  const promotions = page.getByRole('main').getByRole('article');
  await expect(async () => {
    await page.goto('/profile/casino-promotions');
    await expect(promotions.filter({ hasText: '2nd deposit' })).toContainText('€30.00', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(promotions.filter({ hasText: '1st deposit' })).toHaveCount(0);
  if (testInfo.project.name === 'desktop') {
    await expect(page.getByRole('complementary').getByText('Locked By Bonus').locator('..')).toContainText('€30.00');
  }

  // The transaction history marks the deposit made without a bonus, and only that one.
  await page.goto('/profile/my-wallet/transaction-history');
  const entries = page.getByRole('main').getByRole(testInfo.project.name === 'desktop' ? 'row' : 'listitem');
  await expect(entries.filter({ hasText: '€40.00' })).toContainText('No bonus');
  await expect(entries.filter({ hasText: '€20.00' })).toBeVisible();
  await expect(entries.filter({ hasText: '€20.00' })).not.toContainText('No bonus');
});
