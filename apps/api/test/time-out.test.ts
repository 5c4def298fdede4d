import { ZPlayRoundResponse, type TSaferGamblingResponse, type TTimeOutResponse } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../src/db/schema/gameplay';
import { saferGamblingEvents, selfExclusions } from '../src/db/schema/responsible-gaming';
import { checkLedger } from '../src/modules/wallet';
import { PAYOUT_ONLY_REFUSAL } from '../src/plugins/session';
import { createClient } from './http';
import { fillPaymentDetails } from './payments';
import { fundedPlayer, gameClientOf, launch, launchBody } from './play';
import { profileClientOf, signIn } from './players';
import type { SandboxAggregator } from './sandbox-aggregator';
import { gamePlayerOf, startWalletApi } from './wallet-api';

// Taking a break over the API (decision 028): a Maltese player (test addresses are placed in Malta) takes the
// shortest break their profile offers, two days, and play stays closed until exactly its end.

const SECOND_MS = 1_000;
const SLOT = 'lunarforge:LuckyLanterns';
const MINES = 'bluefin:LighthouseMines';
const TWO_DAYS = { amount: 2, unit: 'days' } as const;

describe('POST /profile/safer-gambling/time-out', () => {
  let api: Awaited<ReturnType<typeof startWalletApi>>;
  let aggregator: SandboxAggregator;
  beforeAll(async () => {
    api = await startWalletApi();
    aggregator = api.sandbox();
  });
  afterAll(async () => {
    expect(await checkLedger(api.database.db)).toMatchObject({ isSound: true });
    await api.close();
  });
  const db = () => api.database.db;
  const player = async () => {
    const p = await fundedPlayer(api.app, db(), 10_000n);
    return { ...p, profile: profileClientOf(api.app, p.account) };
  };
  const walletBet = async (playerId: string) => {
    const game = await gamePlayerOf(db(), api.clock, playerId);
    return (await aggregator.bet(game.bet('100'))).body.status;
  };

  it('refuses a period the profile does not offer (422) and a malformed one (400), changing nothing', async () => {
    const p = await player();
    for (const period of [
      { amount: 24, unit: 'hours' },
      { amount: 6, unit: 'weeks' },
    ]) {
      const res = await p.profile.post('/profile/safer-gambling/time-out', { period });
      expect([res.statusCode, res.json().message]).toEqual([
        422,
        'Under the rules of your market (Malta) you can take a break of: 2 days, 7 days, 30 days.',
      ]);
    }
    for (const body of [{}, { period: { amount: 'two', unit: 'days' } }, { period: { amount: 2, unit: 'fortnights' } }]) {
      expect((await p.profile.post('/profile/safer-gambling/time-out', body)).statusCode).toBe(400);
    }
    expect((await p.profile.get('/profile')).statusCode).toBe(200);
    expect(await db().select().from(selfExclusions).where(eq(selfExclusions.userId, p.user.id))).toEqual([]);
    expect(await walletBet(p.user.id)).toBe('OK');
  });

  it('ends sessions and open rounds, refuses bets and deposits until exactly its end, then play works', async () => {
    const p = await player();
    const other = createClient(api.app);
    expect((await signIn(api.app, other, p.email, p.password)).statusCode).toBe(200);
    const play = await launch(p.game, MINES, false);
    const opened = ZPlayRoundResponse.parse((await play.open({ family: 'mines', amount: '10.00', mines: 3 })).json()).round;
    expect(opened.status).toBe('open');

    const res = await p.profile.post('/profile/safer-gambling/time-out', { period: TWO_DAYS });
    expect(res.statusCode, res.body).toBe(200);
    const taken = res.json<TTimeOutResponse>();
    expect(taken.message).toMatch(/^You are taking a break until \d+ [A-Z][a-z]+ \d{4}, \d\d:\d\d UTC\.$/);
    expect(String(res.headers['set-cookie'])).toMatch(/^sid=;/);
    for (const client of [p.profile, profileClientOf(api.app, other)]) expect((await client.get('/profile')).statusCode).toBe(401);
    const [round] = await db().select().from(gameRounds).where(eq(gameRounds.id, opened.id));
    expect(round!.status).toBe('settled');
    const [event] = await db()
      .select()
      .from(saferGamblingEvents)
      .where(and(eq(saferGamblingEvents.userId, p.user.id), eq(saferGamblingEvents.action, 'time_out_started')));
    expect(event).toMatchObject({ actor: 'player', before: null, after: { kind: 'time_out', reopensAt: taken.until } });

    const end = Date.parse(taken.until);
    api.clock.set(new Date(end - SECOND_MS));
    // Payout-only access with the break's sentence: balances, the page, no games, deposits or offers.
    const browser = createClient(api.app);
    const signedIn = await signIn(api.app, browser, p.email, p.password);
    expect(signedIn.json().payoutOnly).toEqual({ reason: taken.message });
    const profile = profileClientOf(api.app, browser);
    const page = (await profile.get('/profile/safer-gambling')).json<TSaferGamblingResponse>();
    expect(page.breaks.inForce).toMatchObject({
      kind: 'time_out',
      endsAt: taken.until,
      playReopensAt: taken.until,
      message: taken.message,
    });
    expect(page.breaks.timeOutChoices.map((c) => c.label)).toEqual(['2 days', '7 days', '30 days']);
    for (const refused of [
      await profile.post('/profile/vegapay/deposit', { amount: '25', currency: 'EUR' }),
      await gameClientOf(api.app, browser).post('/game', launchBody(SLOT, false)),
      await profile.get('/profile/promotion'),
    ]) {
      expect([refused.statusCode, refused.json().message]).toEqual([403, PAYOUT_ONLY_REFUSAL]);
    }
    expect(await walletBet(p.user.id)).toBe('USER_DISABLED');
    expect((await profile.get('/profile/currency')).statusCode).toBe(200);

    api.clock.set(new Date(end));
    expect(await walletBet(p.user.id)).toBe('OK');
    const back = createClient(api.app);
    expect((await signIn(api.app, back, p.email, p.password)).json().payoutOnly).toBeUndefined();
    expect((await gameClientOf(api.app, back).post('/game', launchBody(SLOT, false))).statusCode).toBe(200);
    const backProfile = profileClientOf(api.app, back);
    await fillPaymentDetails(backProfile);
    expect((await backProfile.post('/profile/vegapay/deposit', { amount: '25', currency: 'EUR' })).statusCode).toBe(200);
  });

  it('can be extended from payout-only access, never shortened', async () => {
    const p = await player();
    const taken = (
      await p.profile.post('/profile/safer-gambling/time-out', { period: { amount: 7, unit: 'days' } })
    ).json<TTimeOutResponse>();
    const browser = createClient(api.app);
    await signIn(api.app, browser, p.email, p.password);
    const profile = profileClientOf(api.app, browser);
    const shorter = await profile.post('/profile/safer-gambling/time-out', { period: TWO_DAYS });
    expect([shorter.statusCode, shorter.json().message]).toEqual([
      422,
      `${taken.message.replace(/\.$/, '')}. It can be extended, but not shortened or cancelled.`,
    ]);
    const longer = await profile.post('/profile/safer-gambling/time-out', { period: { amount: 30, unit: 'days' } });
    expect(longer.statusCode).toBe(200);
    // Payout-only access stays: the player is still signed in to reach their money.
    expect((await profile.get('/profile/currency')).statusCode).toBe(200);
    api.clock.set(new Date(Date.parse(taken.until)));
    expect(await walletBet(p.user.id)).toBe('USER_DISABLED');
  });
});
