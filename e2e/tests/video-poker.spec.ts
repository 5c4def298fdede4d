import { expect, test } from '../support/fixtures';
import { euroCents, gameFrame, waitForGame } from '../support/play';

test('a visitor deals a demo hand of Jacks or Better Deluxe, holds a card, draws and sees what it made', async ({ page }) => {
  await page.goto('/game/jacks-or-better-deluxe?demo=true');
  await waitForGame(page);
  const poker = gameFrame(page);
  await expect(poker.getByTestId('video-poker-pay-table')).toContainText('Royal Flush');
  const before = euroCents(await poker.getByTestId('play-balance').innerText());
  const stake = Math.round(Number(await poker.getByTestId('play-stake').inputValue()) * 100);

  await poker.getByRole('button', { name: 'Deal' }).click();
  const cards = poker.getByTestId('video-poker-card');
  await expect(cards).toHaveCount(5);
  await expect(poker.getByTestId('video-poker-result')).toHaveText('Tap the cards to hold, then draw');
  await expect(poker.getByTestId('play-balance')).toHaveText(formatEuro(before - stake));

  // The five cards fit the screen, phone included.
  const width = page.viewportSize()!.width;
  for (const card of await cards.all()) {
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }

  await poker.getByLabel('Hint', { exact: true }).check();
  await expect(poker.getByTestId('video-poker-hint')).toHaveText(/^Hint: (hold( (10|[2-9JQKA])[♣♦♥♠])+|draw five new cards)$/);

  const first = cards.first();
  const held = await first.getAttribute('data-card');
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(first).toHaveAccessibleName(/, Held$/);
  await poker.getByRole('button', { name: 'Draw' }).click();

  const result = poker.getByTestId('video-poker-result');
  await expect(result).toHaveText(/^(.+: you won €\d+\.\d{2}|No win this hand)$/);
  await expect(cards.first()).toHaveAttribute('data-card', held!);
  await expect(cards.first()).toBeDisabled();
  const text = await result.innerText();
  const win = text.startsWith('No win') ? 0 : euroCents(text);
  await expect(poker.locator('tr[data-winning]')).toHaveCount(win > 0 ? 1 : 0);
  await expect(poker.getByTestId('play-balance')).toHaveText(formatEuro(before - stake + win));
  await expect(poker.getByRole('button', { name: 'Deal' })).toBeEnabled();
});

/** 12345 → "€123.45" */
function formatEuro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}€${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}
