import { expect, type Locator, type Page } from '@playwright/test';
import { formatEuro } from './play';

/**
 * Opens the game history and checks that the newest of "Your last 10 rounds" is the game's round with its
 * stake and win (as "€1.00 → €0.00"), then opens that round's recall.
 */
export async function openLatestRound(page: Page, game: string, stake: string, win: string) {
  await page.goto('/profile/game-history');
  const latest = page.getByRole('navigation', { name: 'Your last 10 rounds' }).getByRole('link').first();
  await expect(latest).toContainText(game);
  await expect(latest).toContainText(`${stake} → ${win}`);
  await latest.click();
  await expect(page).toHaveURL(/\/profile\/game-history\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: game })).toBeVisible();
}

/** A step of the round's recall ("What happened"), by its title. */
export const recallStep = (page: Page, title: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

/** The value the recall gives for a fact, by its exact label, within the page or a step. */
export const recallFact = (scope: Page | Locator, label: string): Locator => scope.locator(`dt:text-is("${label}") + dd`);

/** The recall's summary: the balance before the round, its stake and win, and the balance after (cents). */
export async function expectRecallSummary(page: Page, cents: { before: number; stake: number; win: number }) {
  await expect(recallFact(page, 'Balance before')).toHaveText(formatEuro(cents.before));
  await expect(recallFact(page, 'Stake')).toHaveText(formatEuro(cents.stake));
  await expect(recallFact(page, 'Win')).toHaveText(formatEuro(cents.win));
  await expect(recallFact(page, 'Balance after')).toHaveText(formatEuro(cents.before - cents.stake + cents.win));
}
