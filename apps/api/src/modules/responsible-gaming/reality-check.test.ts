import { ZPlayRoundResponse, type TRealityCheckState, type TSaferGamblingResponse } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { saferGamblingEventsOf } from '../../../test/bet-limits';
import { fundedPlayer, launch } from '../../../test/play';
import type { SandboxAggregator } from '../../../test/sandbox-aggregator';
import { gamePlayerOf, startWalletApi } from '../../../test/wallet-api';
import { checkLedger, getPlayerBalances } from '../wallet';
import { realityCheckRefusal } from './reality-check';

// The reality check on the injected clock: due exactly at each multiple of the interval after sign-in, bets refused
// while it waits (our rounds with a 409, the seamless-wallet API with LIMIT_REACHED), cleared by an answer until the
// next multiple; the interval is checked; every change and answer is a record row.

const MINUTE_MS = 60_000;
const DICE = 'emberoak:EmberDice';
const dice = (amount: string) => ({ family: 'dice' as const, amount, direction: 'under' as const, target: 5_000 });
const CHECK_PATH = '/profile/safer-gambling/reality-check';

describe('reality check', () => {
  let api: Awaited<ReturnType<typeof startWalletApi>>;
  let aggregator: SandboxAggregator;
  let db: Db;
  beforeAll(async () => {
    api = await startWalletApi();
    aggregator = api.sandbox();
    db = api.database.db;
  });
  afterAll(async () => {
    expect(await checkLedger(db)).toMatchObject({ isSound: true });
    await api.close();
  });

  /** A signed-in player with 1,000.00 EUR, a real-money dice launch and a wallet-API game session. */
  async function player() {
    const signedUp = await fundedPlayer(api.app, db, 100_000n);
    const play = await launch(signedUp.game, DICE, false);
    const wallet = await gamePlayerOf(db, api.clock, signedUp.user.id);
    const state = async () => {
      const res = await signedUp.profile.get(CHECK_PATH);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TRealityCheckState>();
    };
    // The sign-in's own time (the test clock keeps running between calls).
    const signedInAt = new Date((await state()).sessionStartedAt!);
    expect(signedInAt.getTime()).toBeLessThanOrEqual(api.clock.now().getTime());
    const walletBet = async (amount: string) => (await aggregator.bet(wallet.bet(amount))).body.status;
    const answer = (value: string) => signedUp.profile.post(`${CHECK_PATH}/answer`, { answer: value });
    return { ...signedUp, signedInAt, play, walletBet, state, answer };
  }
  const at = (from: Date, ms: number) => new Date(from.getTime() + ms);

  it('falls due exactly at the interval, refuses bets until answered, then waits for the next multiple', async () => {
    const p = await player();
    const put = await p.profile.put(CHECK_PATH, { minutes: 15 });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<TRealityCheckState>()).toMatchObject({
      minutes: 15,
      chosenMinutes: 15,
      defaultMinutes: 60,
      choices: [15, 30, 45, 60, 90, 120],
      sessionStartedAt: p.signedInAt.toISOString(),
      dueAt: null,
      nextDueAt: at(p.signedInAt, 15 * MINUTE_MS).toISOString(),
    });

    // Net since sign-in: each round's win less its stake, and 2.00 staked at the wallet API without a win.
    let net = 0;
    const playRound = async () => {
      const res = await p.play.open(dice('1.00'));
      expect(res.statusCode, res.body).toBe(200);
      net += Number(ZPlayRoundResponse.parse(res.json()).round.win) - 1;
    };
    await playRound();
    expect(await p.walletBet('100')).toBe('OK');

    // Not one second before the interval (the rule at exact times), and play goes on just before it.
    expect(await realityCheckRefusal(db, p.user.id, at(p.signedInAt, 15 * MINUTE_MS - 1_000))).toBeNull();
    expect(await realityCheckRefusal(db, p.user.id, at(p.signedInAt, 15 * MINUTE_MS))).toMatch(/^Reality check: /);
    api.clock.set(at(p.signedInAt, 15 * MINUTE_MS - 3_000));
    await playRound();
    expect(await p.walletBet('100')).toBe('OK');
    net -= 2;
    expect((await p.state()).dueAt).toBeNull();

    api.clock.set(at(p.signedInAt, 15 * MINUTE_MS));
    const before = await getPlayerBalances(db, p.user.id, 'EUR');
    const refused = await p.play.open(dice('1.00'));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      `Reality check: you have been playing for 15 minutes since you signed in, and your net result is ${net.toFixed(2)} EUR. Answer the reality check to continue playing.`,
    );
    expect(await p.walletBet('100')).toBe('LIMIT_REACHED');
    expect(await getPlayerBalances(db, p.user.id, 'EUR')).toEqual(before);
    expect(await p.state()).toMatchObject({
      dueAt: at(p.signedInAt, 15 * MINUTE_MS).toISOString(),
      nextDueAt: at(p.signedInAt, 30 * MINUTE_MS).toISOString(),
      net: net.toFixed(2),
      currency: 'EUR',
    });
    // The page shows the same state.
    const page = (await p.profile.get('/profile/safer-gambling')).json<TSaferGamblingResponse>();
    expect(page.realityCheck.dueAt).toBe(at(p.signedInAt, 15 * MINUTE_MS).toISOString());

    api.clock.set(at(p.signedInAt, 16 * MINUTE_MS));
    const answered = await p.answer('continue');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<TRealityCheckState>()).toMatchObject({ dueAt: null, nextDueAt: at(p.signedInAt, 30 * MINUTE_MS).toISOString() });
    await playRound();
    expect(await p.walletBet('100')).toBe('OK');
    // Nothing waits now: a second answer is a 409 and records nothing.
    expect((await p.answer('continue')).statusCode).toBe(409);

    expect(await realityCheckRefusal(db, p.user.id, at(p.signedInAt, 30 * MINUTE_MS - 1_000))).toBeNull();
    api.clock.set(at(p.signedInAt, 30 * MINUTE_MS - 3_000));
    await playRound();
    api.clock.set(at(p.signedInAt, 30 * MINUTE_MS));
    expect((await p.play.open(dice('1.00'))).statusCode).toBe(409);
    expect(await p.walletBet('100')).toBe('LIMIT_REACHED');
    // Stop playing ends nothing but the game: it clears the check as any answer does, and the session lives on.
    expect((await p.answer('stop')).statusCode).toBe(200);
    await playRound();

    const events = (await saferGamblingEventsOf(db, p.user.id)).filter((e) => e.action.startsWith('reality_check'));
    expect(events).toMatchObject([
      {
        actor: 'player',
        action: 'reality_check_interval_set',
        before: { minutes: 60, chosen: false },
        after: { minutes: 15, chosen: true },
      },
      {
        actor: 'player',
        action: 'reality_check_answered',
        before: { dueAt: at(p.signedInAt, 15 * MINUTE_MS).toISOString(), minutes: 15 },
        after: { answer: 'continue' },
      },
      { actor: 'player', action: 'reality_check_answered', after: { answer: 'stop' } },
    ]);
    const history = (await p.profile.get('/profile/safer-gambling')).json<TSaferGamblingResponse>().history.map((h) => h.summary);
    expect(history).toContain("Reality check interval changed from 60 minutes (your market's default) to 15 minutes.");
    expect(history).toContain('Reality check answered: Continue.');
  });

  it('without a choice, the profile default applies', async () => {
    const p = await player();
    expect(await p.state()).toMatchObject({ minutes: 60, chosenMinutes: null, nextDueAt: at(p.signedInAt, 60 * MINUTE_MS).toISOString() });
    api.clock.set(at(p.signedInAt, 60 * MINUTE_MS - 3_000));
    expect((await p.play.open(dice('1.00'))).statusCode).toBe(200);
    api.clock.set(at(p.signedInAt, 60 * MINUTE_MS));
    expect((await p.play.open(dice('1.00'))).statusCode).toBe(409);
  });

  it('refuses an interval off the list, or malformed, with a 4xx that changes nothing', async () => {
    const p = await player();
    const eventsBefore = await saferGamblingEventsOf(db, p.user.id);
    const { now: _now, ...stateBefore } = await p.state();
    for (const [body, status] of [
      [{ minutes: 20 }, 422],
      [{ minutes: 0 }, 422],
      [{ minutes: -15 }, 422],
      [{ minutes: 15.5 }, 400],
      [{ minutes: '15' }, 400],
      [{}, 400],
    ] as const) {
      const res = await p.profile.put(CHECK_PATH, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toMatch(/minutes/);
    }
    expect((await p.profile.put(CHECK_PATH, { minutes: 20 })).json().message).toBe(
      "The reality check interval must be one of 15, 30, 45, 60, 90, 120 minutes (your market's default is 60).",
    );
    expect((await p.answer('later')).statusCode).toBe(400);
    expect(await saferGamblingEventsOf(db, p.user.id)).toEqual(eventsBefore);
    expect(await p.state()).toEqual({ ...stateBefore, now: expect.any(String) });

    // Choosing what is in force records nothing; choosing the default back records the change.
    expect((await p.profile.put(CHECK_PATH, { minutes: null })).statusCode).toBe(200);
    expect(await saferGamblingEventsOf(db, p.user.id)).toEqual(eventsBefore);
    expect((await p.profile.put(CHECK_PATH, { minutes: 90 })).json()).toMatchObject({ minutes: 90, chosenMinutes: 90 });
    expect((await p.profile.put(CHECK_PATH, { minutes: null })).json()).toMatchObject({ minutes: 60, chosenMinutes: null });
    expect((await saferGamblingEventsOf(db, p.user.id)).slice(eventsBefore.length)).toMatchObject([
      { action: 'reality_check_interval_set', before: { minutes: 60, chosen: false }, after: { minutes: 90, chosen: true } },
      { action: 'reality_check_interval_set', before: { minutes: 90, chosen: true }, after: { minutes: 60, chosen: false } },
    ]);
  });
});
