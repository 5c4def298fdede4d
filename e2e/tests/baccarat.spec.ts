import { expect, test } from '../support/fixtures';
import { euroCents, formatEuro, gameFrame, waitForGame } from '../support/play';

test('a visitor stakes Player and Tie on Baccarat Noir in demo, deals and sees both hands, the result and the win', async ({ page }) => {
  await page.goto('/game/baccarat-noir?demo=true');
  await waitForGame(page);
  const table = gameFrame(page);
  const deal = table.getByTestId('card-duel-deal');
  await expect(deal).toBeDisabled();
  await expect(table.getByTestId('play-stake')).toHaveValue('1.00');
  const before = euroCents(await table.getByTestId('play-balance').innerText());

  // Two chips on Player, one on Tie: the stake shows on each spot and the table's total below.
  await table.getByTestId('card-duel-spot-player').click();
  await table.getByTestId('card-duel-spot-player').click();
  await table.getByTestId('card-duel-spot-tie').click();
  await expect(table.getByTestId('card-duel-stake-player')).toHaveText('€2.00');
  await expect(table.getByTestId('card-duel-stake-tie')).toHaveText('€1.00');
  await expect(table.getByTestId('card-duel-stake-banker')).toHaveText('');
  await expect(table.getByText('On the table: €3.00')).toBeVisible();

  // The spots and Deal fit the screen, phone included.
  const width = page.viewportSize()!.width;
  for (const control of [table.getByTestId('card-duel-spot-player'), table.getByTestId('card-duel-spot-tie'), deal]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }

  await deal.click();
  const result = table.getByTestId('card-duel-result');
  await expect(result).toHaveText(/^((Player|Banker) wins, \d to \d|Tie at \d) · (you won €[\d,]+\.\d{2}|returned €[\d,]+\.\d{2}|no win)$/);
  // Two or three cards a hand, a third card turned.
  for (const side of ['player', 'banker']) {
    const hand = table.getByTestId(`card-duel-hand-${side}`).getByTestId('card-duel-card');
    const count = await hand.count();
    expect([2, 3]).toContain(count);
    await expect(hand.and(table.locator('[data-third]'))).toHaveCount(count - 2);
  }
  const [player, banker] = await Promise.all(
    ['player', 'banker'].map(async (side) => Number(await table.getByTestId(`card-duel-total-${side}`).innerText())),
  );
  const outcome = player! > banker! ? 'player' : player! < banker! ? 'banker' : 'tie';
  await expect(result).toHaveAttribute('data-outcome', outcome);
  // Player 1:1 and Tie 8:1; on a tie the Player stake comes back.
  const win = { player: 400, banker: 0, tie: 200 + 900 }[outcome];
  const paid = (await result.innerText()).split(' · ')[1]!;
  expect(paid === 'no win' ? 0 : euroCents(paid)).toBe(win);
  await expect(table.getByTestId('play-balance')).toHaveText(formatEuro(before - 300 + win));

  // The stakes stay for the next coup; Clear takes them off.
  await expect(table.getByTestId('card-duel-stake-player')).toHaveText('€2.00');
  await table.getByRole('button', { name: 'Clear' }).click();
  await expect(deal).toBeDisabled();
});
