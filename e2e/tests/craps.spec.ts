import { expect, test } from '../support/fixtures';
import { euroCents, formatEuro, gameFrame, waitForGame } from '../support/play';

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

  await expect(result).toHaveText(/^(You won €\d+\.\d{2}|Returned €\d+\.\d{2}|No win this round)$/);
  await expect(craps.getByTestId('craps-results').locator('li[data-bet="line"]')).toHaveAttribute('data-result', /^(win|lose)$/);
  await expect(craps.getByTestId('craps-puck')).toHaveText('OFF');
  const text = await result.innerText();
  const win = text.startsWith('No win') ? 0 : euroCents(text);
  await expect(craps.getByTestId('play-balance')).toHaveText(formatEuro(before - staked + win));
});

test('a visitor puts a come bet down once a point is on, sees it on its come point and the round played out until every bet is decided', async ({
  page,
}) => {
  await page.goto('/game/craps-canyon?demo=true');
  await waitForGame(page);
  const craps = gameFrame(page);
  const width = page.viewportSize()!.width;
  const chip = Math.round(Number(await craps.getByTestId('play-chip').inputValue()) * 100);
  // No come bet before a point: the controls are not there on the come-out.
  await expect(craps.getByRole('button', { name: 'Come', exact: true })).toHaveCount(0);

  type Answer = {
    round: {
      status: 'open' | 'settled';
      stake: string;
      win: string;
      steps: { kind: string; point?: number | null; come?: object; results?: { bet: string; outcome: string }[] }[];
    };
  };
  const isDecision = (res: { url(): string; request(): { method(): string } }) =>
    res.request().method() === 'POST' && /\/rounds(\/[^/]+\/actions)?$/.test(new URL(res.url()).pathname);
  const send = async (button: string) => {
    const [res] = await Promise.all([page.waitForResponse(isDecision), craps.getByRole('button', { name: button, exact: true }).click()]);
    return (await res.json()) as Answer;
  };

  // Come-outs until one sets a point (a natural or craps settles the round at once: play another).
  let answer: Answer | null = null;
  for (let tries = 0; tries < 20 && answer?.round.status !== 'open'; tries += 1) {
    // The chips stay on the layout after a round: the same pass line bet rolls again.
    if (answer) await expect(craps.getByTestId('craps-result')).toBeVisible();
    else await craps.locator('[data-spot="pass"]').click();
    answer = await send('Roll');
  }
  expect(answer!.round.status).toBe('open');
  const before = euroCents(await craps.getByTestId('play-balance').innerText());

  // The come controls fit the screen, phone included.
  const controls = craps.getByTestId('craps-come');
  for (const part of [controls, ...(await controls.locator('button').all())]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  const come = Math.round(Number(await craps.getByTestId('play-come').inputValue()) * 100);
  expect(come).toBeGreaterThan(0);
  answer = await send('Come');
  expect(answer.round.steps.at(-1)).toMatchObject({ kind: 'come', bet: 'come' });
  await expect(craps.getByTestId('craps-come-bets').locator('li[data-bet="come"]')).toHaveText(/^Come: next roll€\d+\.\d{2}$/);
  // One come bet per roll: its button is gone until the roll; don't come is still offered.
  await expect(craps.getByRole('button', { name: 'Come', exact: true })).toHaveCount(0);
  await expect(craps.getByRole('button', { name: 'Don’t come', exact: true })).toBeVisible();
  await expect(craps.getByTestId('play-balance')).toHaveText(formatEuro(before - come));

  answer = await send('Roll');
  const roll = answer.round.steps.filter((step) => step.kind === 'roll').at(-1)!;
  const travelled = Object.keys(roll.come ?? {}).find((name) => /^come\d+$/.test(name));
  if (travelled) {
    // Moved to its come point: shown there, as the table keeps it.
    await expect(craps.getByTestId('craps-come-bets').locator(`li[data-bet="${travelled}"]`)).toHaveText(
      new RegExp(`^Come ${travelled.slice(4)}€\\d+\\.\\d{2}$`),
    );
  } else {
    await expect(craps.getByTestId('craps-results').locator('li[data-bet="come"]')).toHaveAttribute('data-result', /^(win|lose)$/);
  }
  let comeSettled = !travelled;
  while (answer.round.status === 'open') {
    answer = await send('Roll');
    const last = answer.round.steps.filter((step) => step.kind === 'roll').at(-1)!;
    const settled = last.results!.find((r) => r.bet === travelled);
    if (settled) {
      // The screen shows the roll that decided it, with its outcome.
      await expect(craps.getByTestId('craps-results').locator(`li[data-bet="${travelled}"]`)).toHaveAttribute(
        'data-result',
        settled.outcome,
      );
      comeSettled = true;
    }
  }
  expect(comeSettled).toBe(true);
  const result = craps.getByTestId('craps-result');
  await expect(result).toHaveText(/^(You won €\d+\.\d{2}|Returned €\d+\.\d{2}|No win this round)$/);
  const win = Math.round(Number(answer.round.win) * 100);
  expect(Math.round(Number(answer.round.stake) * 100)).toBe(chip + come);
  await expect(craps.getByTestId('play-balance')).toHaveText(formatEuro(before - come + win));
  await expect(craps.getByTestId('craps-come-bets')).toHaveCount(0);
});
