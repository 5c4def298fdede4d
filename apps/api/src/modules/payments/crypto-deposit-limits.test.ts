import type { TCryptoDepositResponse, TSaferGamblingResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../../test/http';
import { usePaymentsApp } from '../../../test/payments';
import { signUpPlayer } from '../../../test/players';
import { checkLedger, getPlayerBalances } from '../wallet';
import { findDeposit, listPaymentEvents } from './deposits-repo';

const BLOCK_MS = 5_000;

describe('deposit limits on a chain payment, which cannot be refused', () => {
  // Sessions outlast the day this file jumps over.
  const ctx = usePaymentsApp({ SESSION_IDLE_MINUTES: '100000', SESSION_ABSOLUTE_HOURS: '2000' });

  async function limitedBtcPlayer(value: string) {
    const player = await signUpPlayer(ctx.t.app, { currency: 'BTC' });
    const set = await player.profile.put('/profile/safer-gambling/limits', { limit: 'deposit_24h', value });
    expect(set.statusCode, set.body).toBe(200);
    const res = await player.profile.post('/profile/crypto/deposit', { currency: 'BTC' });
    expect(res.statusCode, res.body).toBe(200);
    return { ...player, address: res.json<TCryptoDepositResponse>() };
  }
  /** Pays `amount` satoshis to the address and follows the chain until it is credited. */
  async function pay(to: TCryptoDepositResponse, amount: bigint) {
    const chain = ctx.t.app.payments.sandboxChain!;
    await chain.broadcast({ currency: 'BTC', address: to.address, destinationTag: null, amounts: [amount] }, ctx.t.clock.now());
    for (let block = 0; block < 10; block++) {
      if ((await ctx.t.app.payments.watchChains()).credited > 0) return;
      ctx.t.clock.advance(BLOCK_MS);
    }
    throw new Error('the payment was never credited');
  }
  const balances = (userId: string) => getPlayerBalances(ctx.t.database.db, userId, 'BTC');
  const historyOf = async (profile: Client) => (await profile.get('/profile/safer-gambling')).json<TSaferGamblingResponse>().history;

  it('credits the part within the limit as usual and holds the excess for return, with a bonus on the part within only', async () => {
    const { user, profile, address } = await limitedBtcPlayer('0.001');
    // Exactly the limit: credited whole.
    await pay(address, 60_000n);
    await pay(address, 40_000n);
    expect(await balances(user.id)).toMatchObject({ real: 100_000n, held: 0n });

    // The window is full: a payment is credited, then held whole, and announced as nothing to earn a bonus on.
    await pay(address, 25_000n);
    expect(await balances(user.id)).toMatchObject({ real: 100_000n, held: 25_000n });

    // A day on, the window is empty again: 100 000 fit, 50 000 are held.
    ctx.t.clock.advance(24 * 3_600_000);
    await pay(address, 150_000n);
    expect(await balances(user.id)).toMatchObject({ real: 200_000n, held: 75_000n });

    const events = await listPaymentEvents(ctx.t.database.db, user.id);
    expect(events.map((e) => [e.payload.amount, e.payload.heldOverLimit, e.payload.declineBonus, e.payload.refundReason])).toEqual([
      ['60000', undefined, true, undefined],
      ['40000', undefined, true, undefined],
      ['0', '25000', true, undefined],
      ['100000', '50000', true, undefined],
    ]);
    const flagged = await Promise.all(events.map((e) => findDeposit(ctx.t.database.db, String(e.payload.depositId))));
    expect(flagged.map((d) => [d?.status, d?.amount, d?.refundReason])).toEqual([
      ['completed', 60_000n, null],
      ['completed', 40_000n, null],
      ['completed', 25_000n, 'deposit_limit'],
      ['completed', 150_000n, 'deposit_limit'],
    ]);
    expect(await checkLedger(ctx.t.database.db)).toMatchObject({ isSound: true });
    const held = (await historyOf(profile)).filter((h) => h.action === 'deposit_over_limit_held');
    expect(held.map((h) => [h.actor, h.summary])).toEqual([
      ['system', 'A crypto deposit passed the 24-hour deposit limit: 0.00050000 BTC of it is held, to be paid back.'],
      ['system', 'A crypto deposit passed the 24-hour deposit limit: 0.00025000 BTC of it is held, to be paid back.'],
    ]);
  });

  it('never credits two payments together past the limit, whichever confirms first', async () => {
    const { user, address } = await limitedBtcPlayer('0.001');
    const chain = ctx.t.app.payments.sandboxChain!;
    // The first is seen (pending, holding its room) before the second is paid; then both confirm.
    await chain.broadcast({ currency: 'BTC', address: address.address, destinationTag: null, amounts: [70_000n] }, ctx.t.clock.now());
    expect(await ctx.t.app.payments.watchChains()).toMatchObject({ seen: 1 });
    await chain.broadcast({ currency: 'BTC', address: address.address, destinationTag: null, amounts: [50_000n] }, ctx.t.clock.now());
    let credited = 0;
    for (let block = 0; block < 10 && credited < 2; block++) {
      ctx.t.clock.advance(BLOCK_MS);
      credited += (await ctx.t.app.payments.watchChains()).credited;
    }
    expect(credited).toBe(2);
    const { real, held } = await balances(user.id);
    expect(real + held).toBe(120_000n);
    expect(real).toBeLessThanOrEqual(100_000n);
    expect(held).toBeGreaterThanOrEqual(20_000n);
  });
});
