import type { TCryptoDepositResponse, TTransactionHistory } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createClient, PROFILE_API, type Client } from '../../../test/http';
import { realBalance, usePaymentsApp } from '../../../test/payments';
import { signUpPlayer } from '../../../test/players';
import { startSelfExclusion } from '../responsible-gaming';
import { SANDBOX_XRP_OPERATOR_ADDRESS } from './crypto/sandbox-keys';
import { validateWithdrawalAddress } from './crypto/validate-address';
import { listPaymentEvents } from './deposits-repo';

const US_ADDRESS = '8.8.8.8';
const BLOCK_MS = 5_000;

describe('crypto deposits: an address per player, credited once the chain confirms', () => {
  const ctx = usePaymentsApp();

  async function cryptoPlayer(currency = 'BTC') {
    const player = await signUpPlayer(ctx.t.app, { currency });
    return player;
  }
  async function depositAddress(profile: Client, body: object = { currency: 'BTC' }) {
    const res = await profile.post('/profile/crypto/deposit', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TCryptoDepositResponse>();
  }
  const chain = () => ctx.t.app.payments.sandboxChain!;
  const send = (to: TCryptoDepositResponse, amounts: bigint[], currency: 'BTC' | 'XRP' = 'BTC') =>
    chain().broadcast({ currency, address: to.address, destinationTag: to.destinationTag ?? null, amounts }, ctx.t.clock.now());
  const history = async (profile: Client) => (await profile.get('/profile/crypto/deposit')).json<TTransactionHistory>().items;

  it('answers the same address on every call, another for another player, and an XRP tag per player', async () => {
    const a = await cryptoPlayer();
    const first = await depositAddress(a.profile);
    expect(validateWithdrawalAddress('BTC', first.address)).toMatchObject({ isValid: true });
    expect(first.destinationTag).toBeUndefined();
    expect(await depositAddress(a.profile, { currency: 'BTC', promotionCoupon: '12' })).toEqual(first);
    const query = new URLSearchParams({ address: first.address, currency: 'BTC' });
    expect(first.banxaCheckoutIframe).toBe(`http://casino.test/payments/sandbox/buy-crypto/banxa?${query}`);
    expect(first.buyCryptoWidgets).toEqual([
      { provider: 'banxa', url: first.banxaCheckoutIframe },
      { provider: 'mercuryo', url: `http://casino.test/payments/sandbox/buy-crypto/mercuryo?${query}` },
    ]);
    const b = await cryptoPlayer();
    expect((await depositAddress(b.profile)).address).not.toBe(first.address);

    const tags = [];
    for (const player of [a, b]) {
      expect((await player.profile.post('/profile/currency', { currency: 'XRP' })).statusCode).toBeLessThan(300);
      const xrp = await depositAddress(player.profile, { currency: 'XRP' });
      expect(xrp.address).toBe(SANDBOX_XRP_OPERATOR_ADDRESS);
      expect(xrp.destinationTag).toBeGreaterThanOrEqual(100_000);
      expect(xrp.banxaCheckoutIframe).toContain(`&tag=${xrp.destinationTag}`);
      expect(await depositAddress(player.profile, { currency: 'XRP' })).toEqual(xrp);
      tags.push(xrp.destinationTag);
    }
    expect(tags[0]).not.toBe(tags[1]);
    // Providers know Dogecoin as DOGE.
    await a.profile.post('/profile/currency', { currency: 'DOG' });
    expect((await depositAddress(a.profile, { currency: 'DOG' })).banxaCheckoutIframe).toContain('currency=DOGE');
  });

  it('shows a transfer pending at once and credits it once, with the bonus code given, after its confirmations', async () => {
    const { user, profile } = await cryptoPlayer();
    const to = await depositAddress(profile, { currency: 'BTC', promotionCoupon: '777' });
    const txHash = await send(to, [100_000n]);
    expect(await ctx.t.app.payments.watchChains()).toMatchObject({ seen: 1, credited: 0 });
    expect(await history(profile)).toEqual([
      expect.objectContaining({ status: 'pending', amount: '0.00100000', currency: 'BTC', method: 'crypto', reference: `${txHash}:0` }),
    ]);
    ctx.t.clock.advance(BLOCK_MS);
    await ctx.t.app.payments.watchChains();
    expect(await realBalance(profile, 'BTC')).toBe('0.00000000');

    ctx.t.clock.advance(BLOCK_MS);
    // Watchers of several instances at once: one of them credits it.
    const reports = await Promise.all([1, 2, 3].map(() => ctx.t.app.payments.watchChains()));
    expect(reports.map((r) => r.credited).reduce((a, b) => a + b)).toBe(1);
    for (let i = 0; i < 3; i++) {
      ctx.t.clock.advance(BLOCK_MS);
      expect(await ctx.t.app.payments.watchChains()).toMatchObject({ credited: 0 });
    }
    expect(await realBalance(profile, 'BTC')).toBe('0.00100000');
    expect(await history(profile)).toEqual([
      expect.objectContaining({ status: 'completed', amount: '0.00100000', reference: `${txHash}:0` }),
    ]);
    expect((await profile.get('/profile/payment/total-deposits')).json().deposits).toHaveLength(1);
    const events = await listPaymentEvents(ctx.t.database.db, user.id);
    expect(events.map((e) => [e.type, e.payload.depositNumber, e.payload.promotionCoupon])).toEqual([['deposit_completed', 1, '777']]);

    // The bonus code went with that deposit; the next one to the address has none.
    await send(to, [200_000n]);
    ctx.t.clock.advance(2 * BLOCK_MS);
    expect(await ctx.t.app.payments.watchChains()).toMatchObject({ credited: 1 });
    const second = (await listPaymentEvents(ctx.t.database.db, user.id))[1]!;
    expect([second.payload.depositNumber, second.payload.promotionCoupon]).toEqual([2, null]);
    expect(await realBalance(profile, 'BTC')).toBe('0.00300000');
  });

  it('fails a transfer dropped before it was confirmed and credits nothing; a confirmed one cannot be dropped', async () => {
    const { profile } = await cryptoPlayer();
    const to = await depositAddress(profile);
    const dropped = await send(to, [150_000n]);
    await ctx.t.app.payments.watchChains();
    ctx.t.clock.advance(BLOCK_MS);
    expect(await chain().drop('BTC', dropped, ctx.t.clock.now())).toBe('dropped');
    expect(await ctx.t.app.payments.watchChains()).toMatchObject({ failed: 1 });
    ctx.t.clock.advance(10 * BLOCK_MS);
    expect(await ctx.t.app.payments.watchChains()).toMatchObject({ credited: 0, failed: 0 });
    expect(await history(profile)).toEqual([
      expect.objectContaining({ status: 'failed', note: 'The transaction was dropped from the chain', reference: `${dropped}:0` }),
    ]);
    expect(await realBalance(profile, 'BTC')).toBe('0.00000000');

    const kept = await send(to, [150_000n]);
    ctx.t.clock.advance(2 * BLOCK_MS);
    expect(await chain().drop('BTC', kept, ctx.t.clock.now())).toBe('final');
    expect(await ctx.t.app.payments.watchChains()).toMatchObject({ credited: 1 });
    expect(await realBalance(profile, 'BTC')).toBe('0.00150000');
  });

  it('credits two outputs of one transaction as two deposits, and holds an amount below the minimum', async () => {
    const { profile } = await cryptoPlayer();
    const to = await depositAddress(profile);
    const txHash = await send(to, [20_000n, 30_000n, 10_399n]);
    ctx.t.clock.advance(2 * BLOCK_MS);
    expect(await ctx.t.app.payments.watchChains()).toMatchObject({ credited: 2, held: 1 });
    expect(await realBalance(profile, 'BTC')).toBe('0.00050000');
    expect((await profile.get('/profile/payment/total-deposits')).json().deposits).toHaveLength(2);
    const items = await history(profile);
    // The one below the minimum is not pending for ever: it says it is held, and why.
    expect(items.map((i) => [i.reference, i.status, i.note]).sort()).toEqual([
      [`${txHash}:0`, 'completed', undefined],
      [`${txHash}:1`, 'completed', undefined],
      [`${txHash}:2`, 'held', 'Below the minimum deposit of 0.00010400 BTC; held for review'],
    ]);
  });

  it('credits an XRP payment to the player its destination tag names', async () => {
    const a = await cryptoPlayer('XRP');
    const b = await cryptoPlayer('XRP');
    const toA = await depositAddress(a.profile, { currency: 'XRP' });
    await depositAddress(b.profile, { currency: 'XRP' });
    await send(toA, [50_000_000n], 'XRP');
    ctx.t.clock.advance(BLOCK_MS);
    expect(await ctx.t.app.payments.watchChains()).toMatchObject({ credited: 1 });
    expect([await realBalance(a.profile, 'XRP'), await realBalance(b.profile, 'XRP')]).toEqual(['50.000000', '0.000000']);
  });

  it('refuses strangers (401), restricted countries (403), bad input (400), missing wallets (422) and excluded players', async () => {
    const stranger = createClient(ctx.t.app, { base: PROFILE_API });
    expect((await stranger.post('/profile/crypto/deposit', { currency: 'BTC' })).statusCode).toBe(401);
    const player = await cryptoPlayer();
    const fromUs = createClient(ctx.t.app, { base: PROFILE_API, ip: US_ADDRESS });
    Object.assign(fromUs.cookies, player.profile.cookies);
    const blocked = await fromUs.post('/profile/crypto/deposit', { currency: 'BTC' });
    expect([blocked.statusCode, blocked.json().message]).toEqual([403, 'Deposits is not available in United States.']);
    for (const [body, field, message] of [
      [{ currency: 'EUR' }, 'currency', 'EUR is not a crypto currency: deposit it through a payment method.'],
      [{ currency: 'XYZ' }, 'currency', 'Unsupported currency'],
      [{}, 'currency', undefined],
      [{ currency: 'BTC', promotionCoupon: 'ABC' }, 'promotionCoupon', 'Bonus code must contain digits only'],
    ] as const) {
      const res = await player.profile.post('/profile/crypto/deposit', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field, ...(message ? { message } : {}) }));
    }
    const eth = await player.profile.post('/profile/crypto/deposit', { currency: 'ETH' });
    expect([eth.statusCode, eth.json().message]).toEqual([422, 'Add a ETH wallet first.']);

    const excluded = await signUpPlayer(ctx.t.app, { currency: 'BTC', fullName: 'Sam Cryptoexcluded' });
    await startSelfExclusion(ctx.t.database.db, excluded.user.id, '6_MONTHS', ctx.t.clock.now());
    expect((await excluded.profile.post('/profile/crypto/deposit', { currency: 'BTC' })).statusCode).toBe(401);
  });

  it('is not offered without keys and without the sandbox (404)', async () => {
    const off = await createTestApp({ PAYMENTS_SANDBOX: 'false' });
    try {
      const { profile } = await signUpPlayer(off.app, { currency: 'BTC' });
      const res = await profile.post('/profile/crypto/deposit', { currency: 'BTC' });
      expect([res.statusCode, res.json().message]).toEqual([404, 'This payment method is not available.']);
      expect((await off.app.inject({ method: 'GET', url: '/payments/sandbox/chain' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
