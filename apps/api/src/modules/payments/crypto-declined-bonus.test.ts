import type { TCryptoDepositResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { usePaymentsApp } from '../../../test/payments';
import { signUpPlayer } from '../../../test/players';
import { listPaymentEvents } from './deposits-repo';

const BLOCK_MS = 5_000;

describe('"No bonus" with a crypto deposit address', () => {
  const ctx = usePaymentsApp();

  it('goes with the next deposit seen at the address, once, as the bonus code does', async () => {
    const { user, profile } = await signUpPlayer(ctx.t.app, { currency: 'BTC' });
    const res = await profile.post('/profile/crypto/deposit', { currency: 'BTC', acceptBonus: true });
    expect(res.statusCode, res.body).toBe(200);
    const to = res.json<TCryptoDepositResponse>();
    const send = (amount: bigint) =>
      ctx.t.app.payments.sandboxChain!.broadcast(
        { currency: 'BTC', address: to.address, destinationTag: null, amounts: [amount] },
        ctx.t.clock.now(),
      );

    for (const amount of [100_000n, 200_000n]) {
      await send(amount);
      await ctx.t.app.payments.watchChains();
      ctx.t.clock.advance(2 * BLOCK_MS);
      expect(await ctx.t.app.payments.watchChains()).toMatchObject({ credited: 1 });
    }
    const events = await listPaymentEvents(ctx.t.database.db, user.id);
    // Taking the offer is used up by one deposit: the next one, with no choice made again, earns no bonus.
    expect(events.map((e) => [e.payload.depositNumber, e.payload.declineBonus, e.payload.promotionCoupon])).toEqual([
      [1, false, null],
      [2, true, null],
    ]);

    // Asking for the address again with a code replaces the choice: the code goes with the next deposit.
    expect((await profile.post('/profile/crypto/deposit', { currency: 'BTC', declineBonus: true })).statusCode).toBe(200);
    expect((await profile.post('/profile/crypto/deposit', { currency: 'BTC', promotionCoupon: '777' })).statusCode).toBe(200);
    await send(300_000n);
    await ctx.t.app.payments.watchChains();
    ctx.t.clock.advance(2 * BLOCK_MS);
    await ctx.t.app.payments.watchChains();
    const third = (await listPaymentEvents(ctx.t.database.db, user.id))[2]!;
    expect([third.payload.declineBonus, third.payload.promotionCoupon]).toEqual([false, '777']);
  });

  it('is not used up by a transaction dropped from the chain: the next deposit still declines the bonus', async () => {
    const { user, profile } = await signUpPlayer(ctx.t.app, { currency: 'BTC' });
    const to = (await profile.post('/profile/crypto/deposit', { currency: 'BTC', declineBonus: true })).json<TCryptoDepositResponse>();
    const chain = ctx.t.app.payments.sandboxChain!;
    const send = (amount: bigint) =>
      chain.broadcast({ currency: 'BTC', address: to.address, destinationTag: null, amounts: [amount] }, ctx.t.clock.now());

    const dropped = await send(100_000n);
    expect(await ctx.t.app.payments.watchChains()).toMatchObject({ seen: 1 });
    expect(await chain.drop('BTC', dropped, ctx.t.clock.now())).toBe('dropped');
    expect(await ctx.t.app.payments.watchChains()).toMatchObject({ failed: 1 });

    await send(200_000n);
    await ctx.t.app.payments.watchChains();
    ctx.t.clock.advance(2 * BLOCK_MS);
    expect(await ctx.t.app.payments.watchChains()).toMatchObject({ credited: 1 });
    const events = await listPaymentEvents(ctx.t.database.db, user.id);
    expect(events.map((e) => [e.payload.depositNumber, e.payload.declineBonus, e.payload.amount])).toEqual([[1, true, '200000']]);
  });

  it('gives a dropped transaction’s choice back only if the player has not chosen again since', async () => {
    const { user, profile } = await signUpPlayer(ctx.t.app, { currency: 'BTC' });
    const to = (await profile.post('/profile/crypto/deposit', { currency: 'BTC', declineBonus: true })).json<TCryptoDepositResponse>();
    const chain = ctx.t.app.payments.sandboxChain!;
    const send = (amount: bigint) =>
      chain.broadcast({ currency: 'BTC', address: to.address, destinationTag: null, amounts: [amount] }, ctx.t.clock.now());

    const dropped = await send(100_000n);
    await ctx.t.app.payments.watchChains();
    // While it is pending the player asks for the address with a bonus code: that is their choice now.
    expect((await profile.post('/profile/crypto/deposit', { currency: 'BTC', promotionCoupon: '777' })).statusCode).toBe(200);
    await chain.drop('BTC', dropped, ctx.t.clock.now());
    expect(await ctx.t.app.payments.watchChains()).toMatchObject({ failed: 1 });

    await send(200_000n);
    await ctx.t.app.payments.watchChains();
    ctx.t.clock.advance(2 * BLOCK_MS);
    expect(await ctx.t.app.payments.watchChains()).toMatchObject({ credited: 1 });
    const events = await listPaymentEvents(ctx.t.database.db, user.id);
    expect(events.map((e) => [e.payload.declineBonus, e.payload.promotionCoupon])).toEqual([[false, '777']]);
  });
});
