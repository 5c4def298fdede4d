import { createHash } from 'node:crypto';
import { diceFamily, FloatSource, generateFloats, TABLE_TITLES, type FairSeeds } from '@casino/games';
import type { Page } from '@playwright/test';
import { signUpByApi } from '../support/auth';
import { expect, test, uniqueEmail } from '../support/fixtures';

/** The roll the dice engine gives for these seeds, computed here in Node with the same package. */
async function expectedRoll(seeds: FairSeeds): Promise<string> {
  const { config } = TABLE_TITLES.EmberDice;
  const bet = { amount: config.limits.minBet, direction: 'under' as const, target: 5000 };
  const floats = await generateFloats(seeds, diceFamily.maxFloats(config, bet));
  const [step] = diceFamily.open(config, bet, new FloatSource(floats)).steps;
  return (step!.roll / 100).toFixed(2);
}

const verifier = (page: Page) => page.getByRole('region', { name: 'Verify a round' });

test('a visitor recomputes a dice roll in the browser and is asked to log in for seeds', async ({ page }) => {
  await page.goto('/provably-fair');
  await expect(page.getByRole('heading', { level: 1, name: 'Provably fair' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'How it works' })).toContainText('HMAC_SHA256(server seed, client seed:nonce:round)');

  const form = verifier(page);
  const compute = form.getByRole('button', { name: 'Compute outcome' });
  // Empty and wrong inputs are named on their fields.
  await form.getByLabel('Nonce').fill('');
  await compute.click();
  await expect(form.getByText('Enter the server seed.')).toBeVisible();
  await expect(form.getByText('Enter the client seed.')).toBeVisible();
  await expect(form.getByText('Enter the nonce.')).toBeVisible();
  await form.getByLabel('Server seed').fill('s'.repeat(129));
  await form.getByLabel('Client seed').fill('c'.repeat(65));
  await form.getByLabel('Nonce').fill('-1');
  await compute.click();
  await expect(form.getByText('A server seed is at most 128 characters.')).toBeVisible();
  await expect(form.getByText('A client seed is at most 64 characters.')).toBeVisible();
  await expect(form.getByText('The nonce is a whole number: 0, 1, 2 and so on.')).toBeVisible();

  const seeds = { serverSeed: 'e2e-server-seed-7f3a', clientSeed: 'e2e-client', nonce: 42 };
  await form.getByLabel('Server seed').fill(seeds.serverSeed);
  await form.getByLabel('Client seed').fill(seeds.clientSeed);
  await form.getByLabel('Nonce').fill(String(seeds.nonce));
  await form.getByLabel('Game').selectOption({ label: 'Dice' });
  await compute.click();
  const round = form.getByRole('region', { name: 'Computed round' });
  await expect(round.getByTestId('verified-outcome')).toHaveText(`Roll: ${await expectedRoll(seeds)}`);
  await expect(round.getByTestId('verified-hash')).toHaveText(createHash('sha256').update(seeds.serverSeed).digest('hex'));

  const panel = page.getByRole('region', { name: 'Your seeds' });
  await panel.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

test('a player changes the client seed, rotates and verifies the revealed seed', async ({ page }, testInfo) => {
  await signUpByApi(page, { fullName: 'Ada Byron', email: uniqueEmail('fair', testInfo.project.name), password: 'analytical engine 1843' });
  await page.goto('/');
  // The footer leads to the page beside the other help pages.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Provably fair' }).click();
  await expect(page).toHaveURL(/\/provably-fair$/);

  const panel = page.getByRole('region', { name: 'Your seeds' });
  const activeHash = panel.getByTestId('active-server-seed-hash');
  await expect(activeHash).toHaveText(/^[0-9a-f]{64}$/);
  await expect(panel.getByText('No revealed seeds yet.')).toBeVisible();

  // The API's reason for a refused seed is shown on the field.
  const newSeed = panel.getByLabel('New client seed');
  await newSeed.fill('x'.repeat(65));
  await panel.getByRole('button', { name: 'Change client seed' }).click();
  await expect(panel.getByText('Client seed must be at most 64 characters')).toBeVisible();

  await newSeed.fill('my lucky seed');
  await panel.getByRole('button', { name: 'Change client seed' }).click();
  await expect(panel.getByTestId('active-client-seed')).toHaveText('my lucky seed');
  const hashBefore = (await activeHash.textContent())!;

  await panel.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(activeHash).not.toHaveText(hashBefore);
  // The newest revealed pair is the one that was in use: its seed hashes to the hash shown before.
  const revealed = panel.getByRole('article').first();
  await expect(revealed).toContainText('my lucky seed');
  const serverSeed = (await revealed.getByTestId('revealed-server-seed').textContent())!;
  expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(hashBefore);

  await revealed.getByRole('button', { name: 'Verify' }).click();
  const form = verifier(page);
  await expect(form.getByLabel('Server seed')).toHaveValue(serverSeed);
  await expect(form.getByLabel('Client seed')).toHaveValue('my lucky seed');
  await expect(form.getByLabel('Nonce')).toHaveValue('0');
  await form.getByRole('button', { name: 'Compute outcome' }).click();
  const round = form.getByRole('region', { name: 'Computed round' });
  await expect(round.getByTestId('verified-hash')).toHaveText(hashBefore);
  await expect(round.getByTestId('verified-outcome')).toHaveText(
    `Roll: ${await expectedRoll({ serverSeed, clientSeed: 'my lucky seed', nonce: 0 })}`,
  );
});
