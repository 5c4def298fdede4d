import type { FrameLocator } from '@playwright/test';
import { signUpByApi } from '../support/auth';
import { installLiveClock, type LiveClock } from '../support/clock';
import { expect, liveTest as test, uniqueEmail } from '../support/fixtures';
import { formatEuro, gameFrame, waitForGame } from '../support/play';
import type { Stack } from '../support/stack';

// Virtual sports events run on the API's schedule (an event every 30 s, betting closing 5 s before the off,
// 10 s of racing), on a clock the test moves: the close, the off and the end come when the test moves the
// clock there, and each move settles what is due at once.

/**
 * Bet with time to spare: on an event that closes in 10 s or more. When the one taking bets closes sooner,
 * the clock moves past its close, to the next one's.
 */
async function eventWithTimeToBet(game: FrameLocator, clock: LiveClock): Promise<number> {
  const closesIn = game.getByTestId('virtual-closes-in');
  await expect(closesIn).toHaveText(/^Betting closes in \d+ s$/);
  const seconds = Number(/\d+/.exec(await closesIn.innerText())![0]);
  if (seconds < 10) await clock.advance((seconds + 1) * 1000);
  await expect(closesIn).toHaveText(/^Betting closes in ([1-3]\d) s$/);
  const board = game.getByRole('region', { name: /^Bets on event \d+$/ });
  return Number(/\d+$/.exec((await board.getAttribute('aria-label'))!)![0]);
}

/** An event's result, drawn from its seed before betting opened, and its times. */
async function storedEvent<Result>(stack: Stack, gameKey: string, number: number) {
  const [event] = await stack.query<{ result: Result; starts_at: Date; ends_at: Date }>(
    `SELECT result, starts_at, ends_at FROM virtual_events WHERE game_key = $1 AND number = $2`,
    [gameKey, number],
  );
  return { result: event!.result, startsAt: new Date(event!.starts_at), endsAt: new Date(event!.ends_at) };
}

test('a player backs the winner of a Derby Day race, watches it run, is paid at the price and finds the bet in the game history', async ({
  page,
  stack,
}, testInfo) => {
  const email = uniqueEmail('virtual', testInfo.project.name);
  await signUpByApi(page, { fullName: 'Fred Archer', email, password: 'champion jockey 1874' });
  await stack.adjustWallet({ email, currency: 'EUR', amount: '20.00', reason: 'Test funds' });
  const clock = await installLiveClock(page, stack);

  await page.goto('/game/derby-day');
  await waitForGame(page);
  const game = gameFrame(page);
  const balance = game.getByTestId('play-balance');
  await expect(balance).toHaveText('€20.00');

  // The rules state the book's RTP and its margin.
  await game.getByRole('button', { name: 'Game rules and information' }).click();
  await expect(game.getByTestId('play-rtp')).toHaveText('95.00%');
  await expect(game.getByTestId('play-overround')).toContainText('a margin (overround) of 5.26%');
  await game.getByRole('button', { name: 'Close' }).click();

  const eventNumber = await eventWithTimeToBet(game, clock);
  const board = game.getByRole('region', { name: /^Bets on event \d+$/ });

  // The event's result was drawn from its seed before betting opened: the test reads it to back the winner.
  const event = await storedEvent<{ field: { name: string }[]; order: number[] }>(stack, 'DerbyDay', eventNumber);
  const winner = event.result.order[0]!;
  const label = `${winner + 1}. ${event.result.field[winner]!.name}`;

  // Win is the first market; the field's eight runners are priced, the winner among them.
  await expect(board.getByTestId('virtual-selection')).toHaveCount(8);
  const selection = board.getByTestId('virtual-selection').filter({ hasText: label });
  const odds = /(\d+\.\d{2})$/.exec((await selection.innerText()).trim())![1]!;
  await selection.click();
  await game.getByTestId('play-stake').fill('1.00');
  await expect(game.getByTestId('virtual-slip')).toHaveText(`${label} at ${odds}: returns €${odds} if it wins.`);
  await game.getByTestId('virtual-place-bet').click();

  const bet = game.getByTestId('virtual-bets').getByRole('listitem').first();
  await expect(bet).toContainText(`Your bet of €1.00 on event ${eventNumber} is open.`);
  await expect(balance).toHaveText('€19.00');
  // The bet counts in the session's net, as every family's does.
  const net = game.getByTestId('play-net');
  await expect(net).toHaveText('-€1.00');
  // One bet at a time: the slip waits for this event to end.
  await expect(game.getByTestId('virtual-place-bet')).toBeDisabled();

  // The race runs from the off, then the result and the payout at the price taken.
  const stage = game.getByTestId('virtual-stage-status');
  await clock.moveTo(event.startsAt);
  await expect(stage).toHaveAttribute('data-status', 'running');
  await expect(game.getByRole('list', { name: 'The race' }).getByRole('listitem')).toHaveCount(8);
  await clock.moveTo(event.endsAt);
  await expect(game.getByTestId('virtual-result')).toHaveText(`Winner: ${label}`);
  const win = Math.round(Number(odds) * 100);
  await expect(bet).toContainText(`You won ${formatEuro(win)} on event ${eventNumber}.`);
  await expect(game.getByTestId('virtual-bet-outcome')).toHaveText(`You won ${formatEuro(win)} on event ${eventNumber}.`);
  await expect(balance).toHaveText(formatEuro(1_900 + win));
  await expect(net).toHaveText(formatEuro(win - 100));
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText(formatEuro(1_900 + win));

  // The phone and desktop layouts both keep the board and the bet button on screen.
  const width = page.viewportSize()!.width;
  for (const part of [board, game.getByTestId('virtual-place-bet')]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }

  // The game history lists the bet; its recall names the event and the result, and the event verifies.
  await page.goto('/profile/game-history');
  await page
    .getByRole('navigation', { name: 'Your last 10 rounds' })
    .getByRole('link', { name: /Derby Day/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Derby Day' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Event ${eventNumber}` })).toBeVisible();
  await expect(page.getByText(`${label} @ ${odds}`)).toBeVisible();
  await page.getByRole('link', { name: 'Verify this round' }).click();
  await expect(page.getByTestId('played-round-verdict')).toHaveText(/^Verified: the server seed matches its hash/);
});

test('a player backs the winning side of a Penalty Shootout, watches the kicks and is paid at the price when it ends', async ({
  page,
  stack,
}, testInfo) => {
  const email = uniqueEmail('shootout', testInfo.project.name);
  await signUpByApi(page, { fullName: 'Gordon Banks', email, password: 'safe hands at the far post' });
  await stack.adjustWallet({ email, currency: 'EUR', amount: '20.00', reason: 'Test funds' });
  const clock = await installLiveClock(page, stack);

  await page.goto('/game/penalty-shootout');
  await waitForGame(page);
  const game = gameFrame(page);
  const balance = game.getByTestId('play-balance');
  await expect(balance).toHaveText('€20.00');

  const eventNumber = await eventWithTimeToBet(game, clock);
  const board = game.getByRole('region', { name: /^Bets on event \d+$/ });

  // The shoot-out was drawn from the event's seed before betting opened: the test reads it to back the winner.
  type Shootout = { home: string; away: string; kicks: unknown[]; homeGoals: number; awayGoals: number; suddenDeath: boolean };
  const event = await storedEvent<Shootout>(stack, 'PenaltyShootout', eventNumber);
  const { home, away, kicks, homeGoals, awayGoals, suddenDeath } = event.result;
  const winner = homeGoals > awayGoals ? home : away;

  // Winner is the first market: the two sides are priced.
  await expect(board.getByRole('button', { name: 'Winner', pressed: true })).toBeVisible();
  await expect(board.getByTestId('virtual-selection')).toHaveCount(2);
  const selection = board.getByTestId('virtual-selection').filter({ hasText: winner });
  const odds = /(\d+\.\d{2})$/.exec((await selection.innerText()).trim())![1]!;
  await selection.click();
  // The slip opens on 1.00 (the minimum is 0.10), where every price pays to the cent.
  const stake = game.getByTestId('play-stake');
  await expect(stake).toHaveValue('1.00');
  await expect(game.getByTestId('virtual-slip')).toHaveText(`${winner} at ${odds}: returns €${odds} if it wins.`);
  await game.getByTestId('virtual-place-bet').click();

  const bet = game.getByTestId('virtual-bets').getByRole('listitem').first();
  await expect(bet).toContainText(`Winner · ${winner} @ ${odds}`);
  await expect(bet).toContainText(`Your bet of €1.00 on event ${eventNumber} is open.`);
  await expect(balance).toHaveText('€19.00');
  await expect(game.getByTestId('virtual-place-bet')).toBeDisabled();

  // The kicks are taken in turn from the off; at the end every kick is on the board, then the score and the payout.
  await clock.moveTo(event.startsAt);
  await expect(game.getByTestId('virtual-stage-status')).toHaveAttribute('data-status', 'running');
  const score = `${home} ${homeGoals}–${awayGoals} ${away}${suddenDeath ? ' after sudden death' : ''}`;
  await clock.moveTo(event.endsAt);
  await expect(game.getByTestId('virtual-result')).toHaveText(score);
  const kickBoard = game.getByLabel('The kicks');
  await expect(kickBoard.getByRole('listitem')).toHaveCount(kicks.length);
  await expect(kickBoard.getByRole('listitem', { name: 'Goal' })).toHaveCount(homeGoals + awayGoals);
  const win = Math.round(Number(odds) * 100);
  await expect(bet).toContainText(`You won ${formatEuro(win)} on event ${eventNumber}.`);
  await expect(game.getByTestId('virtual-bet-outcome')).toHaveText(`You won ${formatEuro(win)} on event ${eventNumber}.`);
  await expect(balance).toHaveText(formatEuro(1_900 + win));
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText(formatEuro(1_900 + win));
  // The next event takes bets again once this one has ended.
  await expect(game.getByTestId('virtual-slip')).toHaveText('Choose a selection to bet on.');
  // At 0.10 a winner's price that does not end in 0 would lose more than 0.1 % of its return to rounding down
  // to the cent: the slip says so before the bet.
  const next = game
    .getByRole('region', { name: /^Bets on event \d+$/ })
    .getByTestId('virtual-selection')
    .first();
  const nextOdds = /(\d+\.\d{2})$/.exec((await next.innerText()).trim())![1]!;
  await next.click();
  await stake.fill('0.10');
  const notice = game.getByTestId('play-rounding-notice');
  if (nextOdds.endsWith('0')) await expect(notice).toHaveCount(0);
  else await expect(notice).toHaveText(/^At this stake a win at this price would lose more than 0\.1 % .*raise the stake/);
  await stake.fill('1.00');
  await expect(notice).toHaveCount(0);
});
