import type { TDepositStatus, TLimitState, TSaferGamblingResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../../test/http';
import { createClient } from '../../../test/http';
import { clearedByRegister } from '../../../test/market-profiles';
import { depositIdOf, fillPaymentDetails, postSandboxForm, usePaymentsApp } from '../../../test/payments';
import { signUpPlayer } from '../../../test/players';
import { convertCeil, toMajorUnits } from '../../lib/money';
import { getRatePerEur } from '../currency';
import { formatExclusionEnd } from '../responsible-gaming';

const DAY_MS = 24 * 3_600_000;
const DE_ADDRESS = '194.25.2.129';
const SE_ADDRESS = '195.67.199.18';
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', holder: 'Robin Example', action: 'pay' };

describe('deposit limits at the card and e-wallet routes', () => {
  // Sessions outlast the month this file jumps over.
  const ctx = usePaymentsApp({ SESSION_IDLE_MINUTES: '100000', SESSION_ABSOLUTE_HOURS: '2000' });

  const start = (profile: Client, amount: string, currency = 'EUR', path = '/profile/vegapay/deposit') =>
    profile.post(path, { amount, currency });
  const setLimit = async (profile: Client, limit: string, value: string | null) => {
    const res = await profile.put('/profile/safer-gambling/limits', { limit, value });
    expect(res.statusCode, res.body).toBe(200);
  };
  const limitOf = async (profile: Client, limit: string) =>
    (await profile.get('/profile/safer-gambling')).json<TSaferGamblingResponse>().limits.find((l) => l.limit === limit) as TLimitState;
  async function limitedPlayer(limit: string, value: string) {
    const player = await signUpPlayer(ctx.t.app);
    await fillPaymentDetails(player.profile);
    await setLimit(player.profile, limit, value);
    return player;
  }
  const expectRefusal = async (res: Promise<{ statusCode: number; json(): { message: string } }>, message: string | RegExp) => {
    const answer = await res;
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(message);
  };
  const createdAt = async (profile: Client, redirectUrl: string) =>
    new Date((await profile.get(`/profile/payment/deposit/${depositIdOf(redirectUrl)}`)).json<TDepositStatus>().createdAt);

  it.each([
    ['deposit_24h', '24-hour', DAY_MS],
    ['deposit_7d', '7-day', 7 * DAY_MS],
    ['deposit_30d', '30-day', 30 * DAY_MS],
  ] as const)(
    '%s: the amount reaching the limit passes, a cent more is refused, until the oldest deposit leaves the window',
    async (limit, words, windowMs) => {
      const { profile } = await limitedPlayer(limit, '50.00');
      const first = await start(profile, '30.00');
      expect(first.statusCode, first.body).toBe(200);
      const firstAt = await createdAt(profile, first.json().redirectUrl);
      const resetsAt = new Date(firstAt.getTime() + windowMs);
      ctx.t.clock.advance(windowMs / 2);

      await expectRefusal(
        start(profile, '20.01'),
        `Your ${words} deposit limit is 50.00 EUR and 30.00 EUR of it is used; this deposit of 20.01 EUR would pass it. It resets at ${formatExclusionEnd(resetsAt)}.`,
      );
      expect((await start(profile, '20.00')).statusCode).toBe(200);
      expect(await limitOf(profile, limit)).toMatchObject({ value: '50.00', used: '50.00', resetsAt: resetsAt.toISOString() });

      // A second before the first deposit leaves the window, even the minimum is refused.
      ctx.t.clock.set(new Date(resetsAt.getTime() - 1000));
      await expectRefusal(start(profile, '10.00'), /of it is used; this deposit of 10\.00 EUR would pass it/);
      ctx.t.clock.set(resetsAt);
      expect((await start(profile, '30.00')).statusCode).toBe(200);
      await expectRefusal(start(profile, '10.00'), `Your ${words} deposit limit is 50.00 EUR and 50.00 EUR of it is used;`);
    },
  );

  it('counts pending and completed deposits, frees the room of a failed one, and the tightest limit speaks', async () => {
    const { profile } = await limitedPlayer('deposit_7d', '100.00');
    await setLimit(profile, 'deposit_24h', '60.00');
    const paid = (await start(profile, '25.00')).json().redirectUrl;
    expect((await postSandboxForm(ctx.t.app, paid, CARD)).statusCode).toBe(303);
    const cancelled = (await start(profile, '35.00')).json().redirectUrl;
    await ctx.background.flush();
    // 25 completed and 35 pending: the 24-hour limit is full.
    await expectRefusal(start(profile, '10.00'), /^Your 24-hour deposit limit is 60\.00 EUR and 60\.00 EUR of it is used/);
    expect((await postSandboxForm(ctx.t.app, cancelled, { action: 'cancel' })).statusCode).toBe(303);
    await ctx.background.flush();
    expect((await start(profile, '35.00')).statusCode).toBe(200);

    // A day on: the 24-hour limit is empty, the 7-day one has 40 left.
    ctx.t.clock.advance(DAY_MS);
    await expectRefusal(start(profile, '40.01'), /^Your 7-day deposit limit is 100\.00 EUR and 60\.00 EUR of it is used/);
    expect((await start(profile, '40.00', 'EUR', '/profile/skrill/deposit')).statusCode).toBe(200);
    await expectRefusal(start(profile, '10.00', 'EUR', '/profile/skrill/deposit'), /^Your 7-day deposit limit/);
  });

  it('counts a deposit in another currency converted into the account currency, rounded up', async () => {
    const { profile } = await limitedPlayer('deposit_24h', '20.00');
    expect((await profile.post('/profile/currency', { currency: 'USD' })).statusCode).toBeLessThan(300);
    const db = ctx.t.database.db;
    const usd = { currency: 'USD' as const, ratePerEur: await getRatePerEur(db, 'USD') };
    const eur = { currency: 'EUR' as const, ratePerEur: await getRatePerEur(db, 'EUR') };
    const over = 2_500n;
    const counted = convertCeil(over, usd, eur);
    expect(counted).toBeGreaterThan(2_000n);
    await expectRefusal(
      start(profile, '25.00', 'USD'),
      `Your 24-hour deposit limit is 20.00 EUR; this deposit of 25.00 USD (${toMajorUnits(counted, 'EUR')} EUR) would pass it.`,
    );
  });

  it('asks for a deposit-limit choice first where the profile requires one; setting a limit or choosing none is it', async () => {
    for (const choose of [
      (profile: Client) => setLimit(profile, 'deposit_30d', '1000'),
      async (profile: Client) => expect((await profile.post('/profile/safer-gambling/no-deposit-limit')).statusCode).toBe(200),
    ]) {
      const { profile } = await signUpPlayer(ctx.t.app);
      await fillPaymentDetails(profile, 'mt', { depositLimitChoice: false });
      const refused = await start(profile, '20.00');
      expect([refused.statusCode, refused.json().message]).toEqual([
        422,
        'Please set a deposit limit, or choose to have none, before you deposit.',
      ]);
      // Nothing was recorded: not even a pending deposit.
      expect((await profile.get('/profile/fiat/deposit')).json().items).toEqual([]);
      await choose(profile);
      expect((await start(profile, '20.00')).statusCode).toBe(200);
    }
    // The default profile asks for no choice.
    const german = await signUpPlayer(ctx.t.app, { client: createClient(ctx.t.app, { ip: DE_ADDRESS }) });
    await fillPaymentDetails(german.profile, 'de', { depositLimitChoice: false });
    expect((await start(german.profile, '20.00')).statusCode).toBe(200);
  });

  it('keeps a Swedish player from depositing until all three deposit limits are set, and offers no "no limit"', async () => {
    const { profile, user } = await signUpPlayer(ctx.t.app, { client: createClient(ctx.t.app, { ip: SE_ADDRESS }) });
    await fillPaymentDetails(profile, 'se', { depositLimitChoice: false });
    await clearedByRegister(ctx.t.database.db, user.id, 'spelpaus', ctx.t.clock.now());
    const page = async () => (await profile.get('/profile/safer-gambling')).json<TSaferGamblingResponse>();
    expect(await page()).toMatchObject({
      profile: { code: 'se' },
      mayDeclineDepositLimit: false,
      depositLimitsToSet: ['deposit_24h', 'deposit_7d', 'deposit_30d'],
    });
    await setLimit(profile, 'deposit_24h', '100');
    expect((await page()).depositLimitsToSet).toEqual(['deposit_7d', 'deposit_30d']);
    const refused = await start(profile, '20.00');
    expect([refused.statusCode, refused.json().message]).toEqual([
      422,
      'Under the rules of your market (Sweden) you set a deposit limit for each day, week and month before you deposit: please set your 7-day deposit limit and 30-day deposit limit.',
    ]);
    expect((await profile.get('/profile/fiat/deposit')).json().items).toEqual([]);
    await setLimit(profile, 'deposit_7d', '300');
    const lastOne = await start(profile, '20.00');
    expect(lastOne.json().message).toMatch(/please set your 30-day deposit limit\.$/);
    await setLimit(profile, 'deposit_30d', '1000');
    expect((await page()).depositLimitsToSet).toEqual([]);
    expect((await start(profile, '20.00')).statusCode).toBe(200);
    // Elsewhere none is a choice, and nothing more is asked.
    const maltese = await signUpPlayer(ctx.t.app);
    expect(await (async () => (await maltese.profile.get('/profile/safer-gambling')).json<TSaferGamblingResponse>())()).toMatchObject({
      mayDeclineDepositLimit: true,
      depositLimitsToSet: [],
    });
  });
});
