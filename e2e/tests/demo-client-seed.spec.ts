import { createHash } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { gameFrame, waitForGame } from '../support/play';

test('a visitor sets the demo client seed in the game’s fairness panel, which reveals the demo server seed', async ({ page }) => {
  await page.goto('/game/ember-dice?demo=true');
  await waitForGame(page);
  const game = gameFrame(page);
  await game.getByRole('button', { name: 'Game rules and information' }).click();
  const panel = game.getByRole('dialog');
  const hash = panel.getByTestId('play-server-seed-hash');
  await expect(hash).toHaveText(/^[0-9a-f]{64}$/);
  const hashBefore = await hash.innerText();
  const clientSeed = panel.getByLabel('Demo client seed');

  // The API's reason for a refused seed shows under the field, and the seeds stay as they were.
  await clientSeed.fill('x'.repeat(65));
  await panel.getByRole('button', { name: 'Change client seed' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Client seed must be at most 64 characters');
  await expect(hash).toHaveText(hashBefore);

  // A seed of their own starts a new pair: the old server seed is revealed, and it hashes to the hash shown before.
  await clientSeed.fill('my demo seed 🍀');
  await panel.getByRole('button', { name: 'Change client seed' }).click();
  await expect(panel.getByTestId('play-client-seed')).toHaveText('my demo seed 🍀');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  const revealed = panel.getByText(/^Revealed demo server seed: [0-9a-f]{64}$/);
  await expect(revealed).toBeVisible();
  const serverSeed = (await revealed.innerText()).replace('Revealed demo server seed: ', '');
  expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(hashBefore);
  await expect(hash).not.toHaveText(hashBefore);
  await expect(clientSeed).toHaveValue('my demo seed 🍀');
});
