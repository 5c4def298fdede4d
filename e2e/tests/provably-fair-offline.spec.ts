import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** The fixed rounds the offline command is held to (packages/proofs, `npm run verify -- round`). */
type RoundVector = { title: string; serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number; outcome: unknown };
const VECTORS = new URL('../../packages/proofs/src/fairness/vectors/rounds-v1.json', import.meta.url);
const rounds = (JSON.parse(readFileSync(VECTORS, 'utf8')) as { rounds: RoundVector[] }).rounds;
const vectorOf = (title: string, nonce: number) => rounds.find((round) => round.title === title && round.nonce === nonce)!;

async function enterRound(form: Locator, round: RoundVector, game: string) {
  await form.getByLabel('Server seed').fill(round.serverSeed);
  await form.getByLabel('Client seed').fill(round.clientSeed);
  await form.getByLabel('Nonce').fill(String(round.nonce));
  await form.getByLabel('Game').selectOption({ label: game });
  await form.getByRole('button', { name: 'Compute outcome' }).click();
}

test('once loaded, the verifier recomputes the fixed rounds with the network cut', async ({ page, context }) => {
  await page.goto('/provably-fair');
  const form = page.getByRole('region', { name: 'Verify a round' });
  // The page loads every game's verifier once it is idle, and says when the connection may go. The layout's extras
  // that have not loaded by then (the footer's studios, the chat) stay out without taking the page down.
  await expect(form.getByText('The game code has loaded: you can verify rounds with your connection off.')).toBeVisible();

  await context.setOffline(true);
  const computed = form.getByRole('region', { name: 'Computed round' });

  const dice = vectorOf('EmberDice', 42);
  await enterRound(form, dice, 'Dice');
  await expect(computed.getByTestId('verified-outcome')).toHaveText(`Roll: ${(dice.outcome as { roll: string }).roll}`);
  await expect(computed.getByTestId('verified-hash')).toHaveText(dice.serverSeedHash);

  // A round with free spins: the window of the paid spin, and the whole round's win for one coin.
  const slot = vectorOf('LuckyLanterns', 91);
  const { spins, win } = slot.outcome as { spins: { window: string[][] }[]; win: string };
  await enterRound(form, slot, 'Lucky Lanterns');
  const window = computed.getByRole('table', { name: 'Reels after the paid spin, top row first' });
  await expect(window.getByRole('cell')).toHaveText(spins[0]!.window.flat());
  await expect(computed.getByTestId('verified-outcome')).toContainText(`Total win for a 1-coin bet: ${win} coins`);
  await expect(computed.getByTestId('verified-hash')).toHaveText(slot.serverSeedHash);
});
