import type { TSaferGamblingResponse } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saferGamblingEventsOf, setBetLimit } from '../../../test/bet-limits';
import { depositThrough, markersOf, saferGamblingPage } from '../../../test/harm';
import { fillPaymentDetails, usePaymentsApp } from '../../../test/payments';
import { signUpPlayer } from '../../../test/players';
import { newGamePlayer, startWalletApi } from '../../../test/wallet-api';
import { checkLedger } from '../wallet';
import { setLimit } from './limits';

// A limit raised (or removed) within 24 hours of a refusal by that same limit is a strong sign of harm. Refusals are
// recorded as they are answered: a deposit's 409, a round's or launch's 409, and the wallet API's LIMIT_REACHED.

const HOUR_MS = 3_600_000;

describe('limit_raised_after_refusal at the deposit routes', () => {
  const ctx = usePaymentsApp({ SESSION_IDLE_MINUTES: '100000', SESSION_ABSOLUTE_HOURS: '2000' });
  const db = () => ctx.t.database.db;

  /** A player whose 24-hour deposit limit of 50.00 EUR refused a deposit of 20.00 EUR after one of 40.00 EUR. */
  async function refusedPlayer() {
    const player = await signUpPlayer(ctx.t.app);
    await fillPaymentDetails(player.profile);
    expect((await player.profile.put('/profile/safer-gambling/limits', { limit: 'deposit_24h', value: '50' })).statusCode).toBe(200);
    await depositThrough(ctx.t.app, player.profile, '40.00');
    const refused = await player.profile.post('/profile/vegapay/deposit', { amount: '20.00', currency: 'EUR', declineBonus: true });
    expect(refused.statusCode).toBe(409);
    return player;
  }
  const raise = (profile: Awaited<ReturnType<typeof refusedPlayer>>['profile'], value: string | null) =>
    profile.put('/profile/safer-gambling/limits', { limit: 'deposit_24h', value });

  it('records the refusal, and a raise asked for within 24 hours of it is a strong marker', async () => {
    const { user, profile } = await refusedPlayer();
    const refusals = (await saferGamblingEventsOf(db(), user.id)).filter((e) => e.action === 'limit_refused');
    expect(refusals.map((e) => [e.actor, e.after])).toEqual([['system', { limit: 'deposit_24h', what: 'deposit' }]]);
    expect((await saferGamblingPage(profile)).history[0]!.summary).toBe('Your 24-hour deposit limit refused a deposit.');

    ctx.t.clock.advance(24 * HOUR_MS - 60_000);
    const raised = await raise(profile, '100');
    expect(raised.statusCode, raised.body).toBe(200);
    expect(await markersOf(db(), user.id)).toEqual([
      {
        kind: 'limit_raised_after_refusal',
        strength: 'strong',
        details: { limit: 'deposit_24h', refusedAt: refusals[0]!.at.toISOString(), raiseAskedAt: expect.any(String) },
      },
    ]);
    // The page the change answers with already asks the player to review their limits.
    expect(raised.json<TSaferGamblingResponse>().interaction).toMatchObject({ kind: 'review_limits' });
  });

  it('is no marker a day after the refusal, nor for another limit, nor for a lower value', async () => {
    const late = await refusedPlayer();
    ctx.t.clock.advance(24 * HOUR_MS + 60_000);
    expect((await raise(late.profile, null)).statusCode).toBe(200);
    expect(await markersOf(db(), late.user.id)).toEqual([]);

    const other = await refusedPlayer();
    expect((await other.profile.put('/profile/safer-gambling/limits', { limit: 'deposit_7d', value: '500' })).statusCode).toBe(200);
    expect((await other.profile.put('/profile/safer-gambling/limits', { limit: 'deposit_7d', value: '900' })).statusCode).toBe(200);
    expect((await raise(other.profile, '30')).statusCode).toBe(200);
    expect(await markersOf(db(), other.user.id)).toEqual([]);
  });
});

describe('limit_raised_after_refusal at the wallet API', () => {
  let api: Awaited<ReturnType<typeof startWalletApi>>;
  beforeAll(async () => {
    api = await startWalletApi();
  });
  afterAll(async () => {
    expect(await checkLedger(api.database.db)).toMatchObject({ isSound: true });
    await api.close();
  });

  it("records which limit refused an aggregator's bet; raising it then is a strong marker", async () => {
    const db = api.database.db;
    const p = await newGamePlayer(db, api.clock, { funding: 100_000n });
    await setBetLimit(db, p.playerId, 'wager_24h', 5_000n, api.clock.now());
    const aggregator = api.sandbox();
    expect((await aggregator.bet(p.bet('5000'))).body.status).toBe('OK');
    expect((await aggregator.bet(p.bet('1'))).body.status).toBe('LIMIT_REACHED');
    const refusals = (await saferGamblingEventsOf(db, p.playerId)).filter((e) => e.action === 'limit_refused');
    expect(refusals.map((e) => e.after)).toEqual([{ limit: 'wager_24h', what: 'play' }]);

    await setLimit(db, { limit: 'wager_24h', value: '100' }, { playerId: p.playerId, currency: 'EUR', now: api.clock.now() });
    expect((await markersOf(db, p.playerId)).map((m) => [m.kind, m.strength])).toEqual([['limit_raised_after_refusal', 'strong']]);
  });
});
