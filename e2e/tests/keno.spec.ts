import { expect, test } from '../support/fixtures';
import { euroCents, gameFrame, waitForGame } from '../support/play';

test('a visitor picks five numbers on Night Owl Keno in demo, plays and sees the draw, the hits and the win', async ({ page }) => {
  await page.goto('/game/night-owl-keno?demo=true');
  await waitForGame(page);
  const keno = gameFrame(page);
  const numbers = keno.getByTestId('lottery-number');
  await expect(numbers).toHaveCount(40);
  await expect(keno.getByTestId('lottery-pick-count')).toHaveText('Picked 0 of 10');
  await expect(keno.getByRole('button', { name: 'Play' })).toBeDisabled();
  const before = euroCents(await keno.getByTestId('play-balance').innerText());
  const stake = Math.round(Number(await keno.getByTestId('play-stake').inputValue()) * 100);

  // The board fits the screen, phone included.
  const width = page.viewportSize()!.width;
  for (const cell of [numbers.first(), numbers.last()]) {
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }

  const picks = [3, 11, 19, 27, 40];
  for (const number of picks) await keno.locator(`[data-testid="lottery-number"][data-number="${number}"]`).click();
  await expect(keno.getByTestId('lottery-pick-count')).toHaveText('Picked 5 of 10');
  await expect(keno.locator('[data-testid="lottery-number"][aria-pressed="true"]')).toHaveCount(5);
  await expect(keno.getByTestId('lottery-pay-table')).toContainText('Pays for 5 picks');
  await expect(keno.getByTestId('lottery-pay-table')).toContainText('Match 5');

  await keno.getByRole('button', { name: 'Play' }).click();
  const result = keno.getByTestId('lottery-result');
  await expect(result).toHaveText(/^Matched [0-5]: (you won €[\d,]+\.\d{2}|no win this time)$/);
  await expect(keno.getByTestId('lottery-drawn')).toHaveCount(10);
  const text = await result.innerText();
  const hits = Number(/Matched (\d)/.exec(text)![1]);
  // The hits are lit on the board and among the balls drawn, and they are the player's numbers.
  await expect(keno.locator('[data-testid="lottery-drawn"][data-hit]')).toHaveCount(hits);
  const lit = keno.locator('[data-testid="lottery-number"][data-hit]');
  await expect(lit).toHaveCount(hits);
  for (const cell of await lit.all()) expect(picks).toContain(Number(await cell.getAttribute('data-number')));
  const win = text.includes('you won') ? euroCents(text) : 0;
  await expect(keno.locator('tr[data-winning]')).toHaveCount(win > 0 ? 1 : 0);
  await expect(keno.getByTestId('play-balance')).toHaveText(formatEuro(before - stake + win));

  // The picks stay for the next ticket; Clear lets them go and Random pick fills the board's ten.
  await expect(keno.getByRole('button', { name: 'Play' })).toBeEnabled();
  await keno.getByRole('button', { name: 'Clear' }).click();
  await expect(keno.getByTestId('lottery-pick-count')).toHaveText('Picked 0 of 10');
  await keno.getByRole('button', { name: 'Random pick' }).click();
  await expect(keno.getByTestId('lottery-pick-count')).toHaveText('Picked 10 of 10');
});

/** 12345 → "€123.45" */
function formatEuro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}€${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}
