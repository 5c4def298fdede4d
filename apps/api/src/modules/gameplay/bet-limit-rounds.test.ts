import { ZPlayRoundResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { fundedPlayer, launch, launchBody } from '../../../test/play';
import { saferGamblingEventsOf, setBetLimit } from '../../../test/bet-limits';
import { checkLedger, getPlayerBalances } from '../wallet';

// The safer-gambling limits at our own games' rounds (in-process wallet calls) and launches.

const DICE = 'emberoak:EmberDice';
const bet = (amount: string) => ({ family: 'dice' as const, amount, direction: 'under' as const, target: 5_000 });

describe('safer gambling limits at real-money rounds', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;

  it('a stake reaching the wager limit exactly plays; one more is a 409 naming the limit and its reset, moving nothing', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    await setBetLimit(db(), player.user.id, 'wager_24h', 299n, t.clock.now());
    const play = await launch(player.game, DICE, false);
    expect((await play.open(bet('1.00'))).statusCode).toBe(200);
    expect((await play.open(bet('1.00'))).statusCode).toBe(200);
    const before = await getPlayerBalances(db(), player.user.id, 'EUR');
    const refused = await play.open(bet('1.00'));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(
      /^Your 24-hour wager limit is 2\.99 EUR and 2\.00 EUR of it is used; this stake of 1\.00 EUR would pass it\. It resets at \d+ \w+ \d{4}, \d\d:\d\d UTC\.$/,
    );
    expect(await getPlayerBalances(db(), player.user.id, 'EUR')).toEqual(before);
    // One minor unit more of limit (a lower limit applies as set; this one is raised in the store directly) and it plays.
    await setBetLimit(db(), player.user.id, 'wager_24h', 300n, t.clock.now());
    expect((await play.open(bet('1.00'))).statusCode).toBe(200);
    // Reached: a new real-money launch is refused with the same limit named.
    const launchRefused = await player.game.post('/game', launchBody(DICE, false));
    expect(launchRefused.statusCode).toBe(409);
    expect(launchRefused.json().message).toMatch(
      /^Your 24-hour wager limit is 3\.00 EUR and 3\.00 EUR of it is used, so it is reached\. It resets at /,
    );
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('the loss limit counts the round’s win: a stake passing it is refused', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    await setBetLimit(db(), player.user.id, 'loss_24h', 100n, t.clock.now());
    const play = await launch(player.game, DICE, false);
    const { round } = ZPlayRoundResponse.parse((await play.open(bet('1.00'))).json());
    // Lost: 1.00 of 1.00 used, nothing more may be staked; won (1.98): the loss is -0.98 and 2.00 more passes it.
    const room = round.win === '0.00' ? '0.50' : '2.00';
    const refused = await play.open(bet(room));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/^Your 24-hour loss limit is 1\.00 EUR/);
  });

  it('the session limit ends the session at its minute, with one record row, and the next request needs a sign-in', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    await setBetLimit(db(), player.user.id, 'session_time', 30n, t.clock.now());
    const play = await launch(player.game, DICE, false);
    expect((await play.open(bet('1.00'))).statusCode).toBe(200);
    t.clock.advance(30 * 60_000);
    const ended = await play.open(bet('1.00'));
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe(
      'Your session limit of 30 minutes is reached, so your session has ended. Sign in again to start a new session.',
    );
    expect((await play.open(bet('1.00'))).statusCode).toBe(401);
    const events = await saferGamblingEventsOf(db(), player.user.id);
    // The first row is the market profile registration gave; the refusal is recorded with its limit (signs of harm).
    expect(events).toMatchObject([
      { actor: 'system', action: 'profile_given' },
      { actor: 'system', action: 'session_limit_ended_session' },
      { actor: 'system', action: 'limit_refused', after: { limit: 'session_time', what: 'play' } },
    ]);
  });
});
