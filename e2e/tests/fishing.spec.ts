import { expect, test } from '../support/fixtures';
import { euroCents, gameFrame, waitForGame } from '../support/play';

test('a visitor shoots at targets in Kraken Catch in demo and sees each catch or miss and the balance move', async ({ page }) => {
  // With reduced motion the targets rest in their lanes, so a tap finds them where they are drawn.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/game/kraken-catch?demo=true');
  await waitForGame(page);
  const game = gameFrame(page);

  // The targets and their multipliers are listed under the scene, which fits the screen, phone included.
  const targets = game.getByTestId('fishing-targets').getByRole('listitem');
  await expect(targets).toHaveCount(6);
  await expect(targets.first()).toContainText('Sardine');
  await expect(targets.first()).toContainText('×2');
  await expect(targets.first()).toHaveAttribute('title', '×2 · caught 48.25000%');
  await expect(targets.last()).toContainText('Kraken');
  await expect(targets.last()).toContainText('×500');
  const width = page.viewportSize()!.width;
  const scene = (await game.getByTestId('fishing-scene').boundingBox())!;
  expect(scene.x).toBeGreaterThanOrEqual(0);
  expect(scene.x + scene.width).toBeLessThanOrEqual(width);

  await expect(game.getByTestId('play-stake')).toHaveValue('0.10');
  await game.getByTestId('play-stake').fill('1.00');
  const balance = game.getByTestId('play-balance');
  const result = game.getByTestId('fishing-result');
  await expect(result).toHaveText('Tap a target to shoot at it with your stake');

  for (let shot = 0; shot < 3; shot += 1) {
    const before = await balance.innerText();
    const fish = game.getByTestId('fishing-fish').first();
    const multiplier = Number(/×(\d+)/.exec((await fish.getAttribute('aria-label'))!)![1]);
    await fish.click();
    // A shot never leaves the balance where it was: it loses the stake or wins at least twice it.
    await expect(balance).not.toHaveText(before);
    await expect(result).toHaveText(new RegExp(`^.+ ×${multiplier} (caught · you won €[\\d,]+\\.\\d{2}|got away · no win)$`));
    const isCaught = (await result.getAttribute('data-caught')) === 'true';
    const win = isCaught ? 100 * multiplier : 0;
    if (isCaught) expect(euroCents((await result.innerText()).split(' · ')[1]!)).toBe(win);
    expect(euroCents(await balance.innerText())).toBe(euroCents(before) - 100 + win);
    // The win or the miss shows over the target; with reduced motion it stays there, unmoving, until the next
    // shot's result replaces it, so there is one and it can be read.
    await expect(game.getByTestId('fishing-pop')).toHaveText(isCaught ? `+€${(win / 100).toFixed(2)}` : 'Missed');
    await expect(fish).toBeEnabled();
  }
});
