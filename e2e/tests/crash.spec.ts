import type { TCrashChainRecord } from '@casino/contracts';
import { CRASH_TITLES, msToReach } from '@casino/games';
import { signUpByApi } from '../support/auth';
import { installLiveClock, moveApiClock, type LiveClock } from '../support/clock';
import { expect, liveTest as test, uniqueEmail } from '../support/fixtures';
import { euroCents, formatEuro, gameFrame, waitForGame } from '../support/play';
import type { Stack } from '../support/stack';

// Motion is the subject here (playwright.config.ts plays every other flow with reduced motion).
test.use({ reducedMotion: 'no-preference' });

// Crash rounds run on the API's schedule, on a clock the test moves: each move ticks the rounds at the new
// time, so rounds open, rise and bust when the test says instead of in real time. The first chain's salt
// block comes within a few moves of a block each.
const BLOCK_MS = 8_000;
const { pauseMs } = CRASH_TITLES.OrbitRush!.config;
/** Betting time a round must have left to be bet on: the player fills the form and clicks meanwhile. */
const BETTING_LEFT_MS = 5_000;

type Round = { number: number; crash: number; risesAt: Date; bustsAt: Date };

async function latestRound(stack: Stack): Promise<Round | undefined> {
  const [row] = await stack.query<{ number: number; crash: number; rises_at: Date; busts_at: Date }>(
    `SELECT number, crash, rises_at, busts_at FROM crash_rounds WHERE game_key = 'OrbitRush' ORDER BY id DESC LIMIT 1`,
  );
  return row && { number: row.number, crash: row.crash, risesAt: new Date(row.rises_at), bustsAt: new Date(row.busts_at) };
}

/** Moves the clock block by block until the first chain is salted and its first round opens. */
async function firstRound(stack: Stack, clock: LiveClock): Promise<Round> {
  for (let blocks = 0; blocks < 60; blocks += 1) {
    const round = await latestRound(stack);
    if (round) return round;
    await clock.advance(BLOCK_MS);
  }
  throw new Error('no crash round opened');
}

/**
 * Moves the clock over rounds (each to its bust and the pause after) until one taking bets will rise to
 * `minCrash` hundredths or more: the test knows its bets will win, and the player sees every round go by.
 */
async function bettingRoundReaching(stack: Stack, clock: LiveClock, minCrash: number): Promise<Round> {
  for (let rounds = 0; rounds < 50; rounds += 1) {
    const round = await firstRound(stack, clock);
    const now = await clock.now();
    if (round.crash >= minCrash && round.risesAt.getTime() - now.getTime() >= BETTING_LEFT_MS) return round;
    await clock.moveTo(new Date(round.bustsAt.getTime() + pauseMs));
  }
  throw new Error(`no round reached ${minCrash}`);
}

test('a player bets on Orbit Rush with an automatic cash-out and by hand, sees the balance move and recalls the round', async ({
  page,
  stack,
}, testInfo) => {
  const email = uniqueEmail('crash', testInfo.project.name);
  await signUpByApi(page, { fullName: 'Bessie Coleman', email, password: 'aviator license 1921' });
  await stack.adjustWallet({ email, currency: 'EUR', amount: '20.00', reason: 'Test funds' });

  const clock = await installLiveClock(page, stack);
  await page.goto('/game/orbit-rush');
  await waitForGame(page);
  const crash = gameFrame(page);
  const balance = crash.getByTestId('play-balance');
  const phase = crash.getByTestId('crash-phase');
  const result = crash.getByTestId('crash-result');
  await expect(balance).toHaveText('€20.00');
  // The footer's net position for this visit: what the bets staked, what cash-outs paid and the difference.
  const footer = (staked: number, cashedOut: number) =>
    Promise.all([
      expect(crash.getByTestId('crash-staked')).toHaveText(formatEuro(staked)),
      expect(crash.getByTestId('crash-cashed-out')).toHaveText(formatEuro(cashedOut)),
      expect(crash.getByTestId('play-net')).toHaveText(formatEuro(cashedOut - staked)),
    ]);
  // The first round opens once its chain's salt block is confirmed.
  await firstRound(stack, clock);
  await expect(phase).toBeVisible();
  await footer(0, 0);

  // The rules state the RTP the scheme proves and the ×1,000 cap.
  await crash.getByRole('button', { name: 'Game rules and information' }).click();
  await expect(crash.getByTestId('play-rtp')).toHaveText('98.99%');
  // Its fairness part is the title's hash chain, as the API publishes it, with how to check a round against it.
  const token = /\/play\/([^/?#]+)/.exec((await page.locator('iframe[src^="/play/"]').getAttribute('src'))!)![1]!;
  const published = (await (await page.request.get(`/game-aggregator-service/api/v1/play/${token}/crash`)).json()) as {
    chain: { terminatingHash: string; salt: string; saltBlock: { chain: string; height: number } };
  };
  await expect(crash.getByTestId('crash-terminating-hash')).toHaveText(published.chain.terminatingHash);
  await expect(crash.getByTestId('crash-salt')).toHaveText(published.chain.salt);
  const { chain: saltChain, height } = published.chain.saltBlock;
  await expect(crash.getByTestId('crash-salt-block')).toHaveText(`${saltChain} block ${height.toLocaleString('en')}`);
  await expect(crash.getByTestId('crash-verify-hint')).toContainText('hash its revealed hash with SHA-256 n times');
  await crash.getByRole('button', { name: 'Close' }).click();

  // The phone and desktop layouts both keep the multiplier and the bet button on screen.
  const width = page.viewportSize()!.width;
  for (const part of [crash.getByTestId('crash-multiplier'), crash.getByTestId('crash-bet')]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }

  // 1. An automatic cash-out at ×1.01, in a round that rises past it.
  const first = await bettingRoundReaching(stack, clock, 150);
  await expect(phase).toHaveAttribute('data-phase', 'betting');
  await crash.getByTestId('play-stake').fill('1.00');
  await crash.getByTestId('crash-auto').fill('1.01');
  await crash.getByTestId('crash-bet').click();
  await expect(result).toHaveText('Your bet of €1.00 is in, cashing out at ×1.01.');
  await expect(balance).toHaveText('€19.00');
  await footer(100, 0);
  await clock.moveTo(first.risesAt);
  await expect(phase).toHaveAttribute('data-phase', 'rising');
  // The curve passes ×1.01: the leader cashes the bet out there.
  await clock.moveTo(new Date(first.risesAt.getTime() + msToReach(120)));
  await expect(result).toHaveText('Cashed out at ×1.01: you won €1.01.');
  await expect(balance).toHaveText('€20.01');
  // The round's cash-outs, every player's as they are pushed, are listed and marked on the curve.
  await expect(crash.getByTestId('crash-cash-outs')).toHaveText('Cashed out this round: ×1.01');
  await expect(crash.getByTestId('crash-cash-out-mark')).toHaveCount(1);
  // The rocket rides the curve while it rises, and turns to a burst where it crashed.
  await expect(crash.getByTestId('crash-vehicle')).toHaveAttribute('data-state', 'riding');
  await footer(100, 101);
  // The strip of recent busts shows real rounds once one has busted.
  await clock.moveTo(first.bustsAt);
  await expect(phase).toHaveAttribute('data-phase', 'busted');
  await expect(crash.getByTestId('crash-vehicle')).toHaveAttribute('data-state', 'busted');
  await expect(crash.getByTestId('crash-recent').locator('li').first()).toHaveText(`×${(first.crash / 100).toFixed(2)}`);

  // 2. A cash-out by hand in a later round, once the curve has passed ×1.50.
  const second = await bettingRoundReaching(stack, clock, 500);
  await expect(phase).toHaveAttribute('data-phase', 'betting');
  await crash.getByTestId('crash-auto').fill('');
  await crash.getByTestId('crash-bet').click();
  await expect(result).toHaveText('Your bet of €1.00 is in.');
  await expect(balance).toHaveText('€19.01');
  await clock.moveTo(new Date(second.risesAt.getTime() + msToReach(150)));
  await expect(phase).toHaveAttribute('data-phase', 'rising');
  await crash.getByTestId('crash-cash-out').click();
  await expect(result).toHaveText(/^Cashed out at ×(\d+\.\d{2}): you won €\d+\.\d{2}\.$/);
  const text = await result.innerText();
  // Paid at the server's multiplier when the click arrived: past ×1.50, below the bust, €1.00 times it.
  const cashedAt = Math.round(Number(/×(\d+\.\d{2})/.exec(text)![1]) * 100);
  expect(cashedAt).toBeGreaterThanOrEqual(150);
  expect(cashedAt).toBeLessThan(second.crash);
  const manualWin = euroCents(text.slice(text.indexOf(': ')));
  expect(manualWin).toBe(cashedAt);
  await expect(balance).toHaveText(formatEuro(1901 + manualWin));
  await footer(200, 101 + manualWin);

  // A bet's round shows its hash and bust only once the round has busted.
  await clock.moveTo(second.bustsAt);
  await expect(phase).toHaveAttribute('data-phase', 'busted');

  // The game history lists the bet; its recall names the round and its bust, and the round verifies.
  await page.goto('/profile/game-history');
  await page
    .getByRole('navigation', { name: 'Your last 10 rounds' })
    .getByRole('link', { name: /Orbit Rush/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orbit Rush' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Round ${second.number}: busted at ×${(second.crash / 100).toFixed(2)}` })).toBeVisible();
  await page.getByRole('link', { name: 'Verify this round' }).click();
  await expect(page.getByTestId('played-round-verdict')).toHaveText(/^Verified: the server seed matches its hash/);
});

test('the provably fair page lists the crash chains from their commitment and checks a salt against its block on the chain', async ({
  page,
  stack,
}) => {
  // A chain is listed from its commitment; its salt is fixed once its block has its confirmations.
  const listed = async () =>
    ((await (await page.request.get('/game-aggregator-service/api/v1/crash/chains')).json()) as { chains: TCrashChainRecord[] }).chains;
  const saltedChain = async () => (await listed()).find((chain) => chain.gameKey === 'OrbitRush' && chain.salt !== null);
  for (let blocks = 0; blocks < 60 && !(await saltedChain()); blocks += 1) await moveApiClock(stack, { advanceMs: BLOCK_MS });
  const salted = (await saltedChain())!;
  expect(salted).toBeDefined();

  await page.goto('/provably-fair');
  const section = page.getByRole('region', { name: 'Crash: a hash chain per title, salted by a Bitcoin block' });
  const card = section.getByRole('article', { name: `Orbit Rush chain ${salted.terminatingHash.slice(0, 12)}` });
  await expect(card.getByTestId('crash-chain-salt')).toHaveText(salted.salt!);
  const height = salted.saltBlock.height.toLocaleString('en');
  await expect(card.getByRole('link', { name: `BTC block ${height}` })).toHaveAttribute('href', salted.saltBlock.url!);
  await card.getByRole('button', { name: 'Check the salt on the chain' }).click();
  await expect(card.getByTestId('crash-salt-verdict')).toHaveText(
    new RegExp(
      `^Verified: the salt is the hash of BTC block ${height}, mined \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC, after the chain was committed\\.$`,
    ),
  );
});
