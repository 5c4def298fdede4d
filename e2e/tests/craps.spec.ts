import { expect, test } from '../support/fixtures';
import { euroCents, gameFrame, waitForGame } from '../support/play';

test('a visitor plays a demo round of Craps Canyon to its end: pass and field, the come-out, odds on a point, rolls until the line is decided', async ({
  page,
}) => {
  await page.goto('/game/craps-canyon?demo=true');
  await waitForGame(page);
  const craps = gameFrame(page);
  await expect(craps.getByTestId('craps-puck')).toHaveText('OFF');
  await expect(craps.getByTestId('craps-table-rules')).toContainText('3 to 1 on 12');
  const before = euroCents(await craps.getByTestId('play-balance').innerText());
  const chip = Math.round(Number(await craps.getByTestId('play-chip').inputValue()) * 100);

  // The layout fits the screen, phone included.
  const width = page.viewportSize()!.width;
  for (const spot of await craps.getByTestId('craps-layout').locator('button').all()) {
    const box = (await spot.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }

  await craps.locator('[data-spot="pass"]').click();
  await craps.locator('[data-spot="field"]').click();
  let staked = 2 * chip;

  // Each decision is sent once; what the server answers is what the screen must show.
  type Answer = { round: { status: 'open' | 'settled'; steps: { kind: string; point?: number | null }[] } };
  const isDecision = (res: { url(): string; request(): { method(): string } }) =>
    res.request().method() === 'POST' && /\/rounds(\/[^/]+\/actions)?$/.test(new URL(res.url()).pathname);
  const send = async (button: string) => {
    const [res] = await Promise.all([page.waitForResponse(isDecision), craps.getByRole('button', { name: button, exact: true }).click()]);
    return (await res.json()) as Answer;
  };

  let answer = await send('Roll');
  await expect(craps.getByTestId('craps-dice').locator('[data-face]')).toHaveCount(2);
  // The field is settled by the come-out, whatever it rolls.
  await expect(craps.getByTestId('craps-results').locator('li[data-bet="field"]')).toHaveAttribute('data-result', /^(win|lose)$/);
  const result = craps.getByTestId('craps-result');
  let tookOdds = false;
  while (answer.round.status === 'open') {
    const point = answer.round.steps.filter((step) => step.kind === 'roll').at(-1)!.point;
    await expect(craps.getByTestId('craps-puck')).toHaveText(`ON ${point}`);
    if (!tookOdds) {
      const odds = Math.round(Number(await craps.getByTestId('play-odds').inputValue()) * 100);
      expect((await send('Take odds')).round.status).toBe('open');
      await expect(craps.getByText(/^Odds of €\d+\.\d{2} behind the line$/)).toBeVisible();
      staked += odds;
      tookOdds = true;
    }
    answer = await send('Roll');
  }

  await expect(result).toHaveText(/^(You won €\d+\.\d{2}|No win this round)$/);
  await expect(craps.getByTestId('craps-results').locator('li[data-bet="line"]')).toHaveAttribute('data-result', /^(win|lose)$/);
  await expect(craps.getByTestId('craps-puck')).toHaveText('OFF');
  const text = await result.innerText();
  const win = text.startsWith('No win') ? 0 : euroCents(text);
  await expect(craps.getByTestId('play-balance')).toHaveText(formatEuro(before - staked + win));
});

/** 12345 → "€123.45" */
function formatEuro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}€${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}
