import { expect, test } from '../support/fixtures';
import { euroCents, formatEuro, gameFrame, waitForGame } from '../support/play';

test('a visitor deals a demo hand of Three Card Showdown, reloads, plays and sees the dealer and each bet settled', async ({ page }) => {
  await page.goto('/game/three-card-showdown?demo=true');
  await waitForGame(page);
  let poker = gameFrame(page);
  await expect(poker.getByTestId('three-card-pair-plus')).toContainText('40 to 1');
  const before = euroCents(await poker.getByTestId('play-balance').innerText());
  const ante = Math.round(Number(await poker.getByTestId('play-ante').inputValue()) * 100);

  await poker.getByRole('button', { name: 'Deal' }).click();
  const player = poker.getByTestId('three-card-player').locator('li[data-card]');
  await expect(player).toHaveCount(3);
  await expect(poker.getByTestId('three-card-dealer').locator('li[data-card]')).toHaveCount(0);
  await expect(poker.getByTestId('play-balance')).toHaveText(formatEuro(before - ante));
  const dealt = await player.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card')));

  // The three cards fit the screen, phone included.
  const width = page.viewportSize()!.width;
  for (const card of await player.all()) {
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }

  // Reloading the game (its frame: a demo hand belongs to its launch) brings the open hand back as dealt.
  const frame = page.frames().find((f) => new URL(f.url()).pathname.startsWith('/play/'))!;
  await frame.goto(frame.url());
  await waitForGame(page);
  poker = gameFrame(page);
  const resumed = poker.getByTestId('three-card-player').locator('li[data-card]');
  await expect(resumed).toHaveCount(3);
  expect(await resumed.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card')))).toEqual(dealt);

  await poker.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(poker.getByTestId('three-card-dealer').locator('li[data-card]')).toHaveCount(3);
  await expect(poker.getByTestId('three-card-dealer-hand')).toHaveText(
    /^(Dealer does not qualify|Straight Flush|Three of a Kind|Straight|Flush|Pair|High Card)$/,
  );
  await expect(poker.getByTestId('three-card-bets').locator('li[data-bet="play"]')).toHaveAttribute('data-result', /^(win|push|lose)$/);
  const result = poker.getByTestId('three-card-result');
  await expect(result).toHaveText(/^(You won €\d+\.\d{2}|Returned €\d+\.\d{2}|No win this hand)$/);
  const text = await result.innerText();
  const win = text.startsWith('No win') ? 0 : euroCents(text);
  await expect(poker.getByTestId('play-balance')).toHaveText(formatEuro(before - 2 * ante + win));
  await expect(poker.getByRole('button', { name: 'Deal' })).toBeEnabled();
});
