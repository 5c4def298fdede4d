import type { TDepositStatus } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../../test/http';
import { depositIdOf, fillPaymentDetails, postSandboxForm, realBalance, sandboxNotice, usePaymentsApp } from '../../../test/payments';
import { signUpPlayer } from '../../../test/players';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './sandbox-deliveries';
import { findDelivery } from './sandbox-deliveries-repo';

const CARD = { cardNumber: '4242424242424242', expiry: '12/40', cvc: '123', action: 'pay' };

describe('gateway notices: signed, once per event and per payment, checked against the deposit', () => {
  const ctx = usePaymentsApp();

  async function pendingDeposit(amount = '40.00') {
    const player = await signUpPlayer(ctx.t.app);
    await fillPaymentDetails(player.profile);
    const res = await player.profile.post('/profile/lyrapay/deposit', { amount, currency: 'EUR' });
    const redirectUrl = res.json<{ redirectUrl: string }>().redirectUrl;
    return { ...player, redirectUrl, id: depositIdOf(redirectUrl) };
  }
  const statusOf = async (profile: Client, id: string) => (await profile.get(`/profile/payment/deposit/${id}`)).json<TDepositStatus>();

  it('refuses a notice with a bad signature, an old or future timestamp, or no signature (401), crediting nothing', async () => {
    const { profile, id } = await pendingDeposit();
    const data = { paymentId: id, amount: '40.00', currency: 'EUR' };
    const forged = await sandboxNotice(ctx.t.app, 'lyrapay', data, { secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}` });
    expect([forged.statusCode, forged.json().message]).toEqual([401, 'The notice is not signed by this gateway.']);
    const old = await sandboxNotice(ctx.t.app, 'lyrapay', data, { now: new Date(ctx.t.clock.now().getTime() - 6 * 60_000) });
    expect(old.statusCode).toBe(401);
    const future = await sandboxNotice(ctx.t.app, 'lyrapay', data, { now: new Date(ctx.t.clock.now().getTime() + 6 * 60_000) });
    expect(future.statusCode).toBe(401);
    const unsigned = await ctx.t.app.inject({
      method: 'POST',
      url: '/payments/webhooks/lyrapay',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'payment.succeeded', data: { ...data, reference: 'r' } }),
    });
    expect(unsigned.statusCode).toBe(401);
    // Another gateway's secret is this sandbox's too, but the deposit is not that gateway's: nothing moves.
    expect((await sandboxNotice(ctx.t.app, 'vegapay', data)).json()).toMatchObject({ outcome: 'ignored' });
    expect(await statusOf(profile, id)).toMatchObject({ status: 'pending' });
    expect(await realBalance(profile, 'EUR')).toBe('0.00');
    // Within the tolerance it is accepted.
    const late = await sandboxNotice(ctx.t.app, 'lyrapay', data, { now: new Date(ctx.t.clock.now().getTime() - 4 * 60_000) });
    expect(late.json()).toMatchObject({ outcome: 'credited' });
  });

  it('credits once however often the notice comes, and under another event id too', async () => {
    const { profile, id } = await pendingDeposit();
    const data = { paymentId: id, amount: '40.00', currency: 'EUR' };
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push((await sandboxNotice(ctx.t.app, 'lyrapay', data)).json().outcome);
    expect(outcomes).toEqual(['credited', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect((await sandboxNotice(ctx.t.app, 'lyrapay', data, { eventId: 'evt_other' })).json().outcome).toBe('ignored');
    expect(await realBalance(profile, 'EUR')).toBe('40.00');
  });

  it('holds a paid notice whose amount or currency disagrees with the deposit, crediting nothing', async () => {
    for (const wrong of [{ amount: '400.00' }, { currency: 'USD' }, { amount: 'forty' }]) {
      const { profile, id } = await pendingDeposit();
      const res = await sandboxNotice(ctx.t.app, 'lyrapay', { paymentId: id, amount: '40.00', currency: 'EUR', ...wrong });
      expect(res.json()).toMatchObject({ outcome: 'held' });
      expect(await statusOf(profile, id)).toMatchObject({ status: 'held' });
      expect(await realBalance(profile, 'EUR')).toBe('0.00');
      // A correct notice afterwards does not release it: an operator reviews a held deposit.
      expect(
        (await sandboxNotice(ctx.t.app, 'lyrapay', { paymentId: id, amount: '40.00', currency: 'EUR' }, { eventId: 'evt_fix' + id })).json()
          .outcome,
      ).toBe('ignored');
    }
  });

  it('credits a notice that arrives before the player is back, and the page then refuses to pay again', async () => {
    const { profile, id, redirectUrl } = await pendingDeposit();
    expect((await sandboxNotice(ctx.t.app, 'lyrapay', { paymentId: id, amount: '40.00', currency: 'EUR' })).json().outcome).toBe(
      'credited',
    );
    expect(await statusOf(profile, id)).toMatchObject({ status: 'completed' });
    expect((await postSandboxForm(ctx.t.app, redirectUrl, CARD)).statusCode).toBe(409);
    expect(await realBalance(profile, 'EUR')).toBe('40.00');
  });

  it('answers notices about unknown payments without moving money', async () => {
    for (const paymentId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await sandboxNotice(ctx.t.app, 'lyrapay', { paymentId, amount: '40.00', currency: 'EUR' });
      expect([res.statusCode, res.json().outcome]).toEqual([200, 'ignored']);
    }
    const malformed = await ctx.t.app.inject({
      method: 'POST',
      url: '/payments/webhooks/lyrapay',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(malformed.statusCode).toBe(415);
  });

  it('the sandbox sends its notice again with growing delays until it is acknowledged, and it credits once', async () => {
    const { profile, id, redirectUrl } = await pendingDeposit();
    const send = ctx.t.app.payments.transport;
    let refusals = 3;
    const statuses: number[] = [];
    ctx.t.app.payments.transport = async (gateway, headers, body) => {
      const status = refusals-- > 0 ? 503 : await send(gateway, headers, body);
      statuses.push(status);
      return status;
    };
    try {
      expect((await postSandboxForm(ctx.t.app, redirectUrl, CARD)).statusCode).toBe(303);
      await ctx.background.flush();
      expect(statuses).toEqual([503]);
      // Not due again before its delay.
      expect(await ctx.t.app.payments.deliverNotices()).toBe(0);
      for (let attempt = 1; attempt <= 3; attempt++) {
        ctx.t.clock.advance(retryDelayMs(attempt));
        await ctx.t.app.payments.deliverNotices();
      }
      expect(statuses).toEqual([503, 503, 503, 200]);
      expect(await ctx.t.app.payments.deliverNotices()).toBe(0);
    } finally {
      ctx.t.app.payments.transport = send;
    }
    expect(await findDelivery(ctx.t.database.db, 'lyrapay', `evt_${id}`)).toMatchObject({ attempts: 4, lastStatus: 200 });
    expect(await realBalance(profile, 'EUR')).toBe('40.00');
    expect(retryDelayMs(1)).toBeLessThan(retryDelayMs(2));
    expect(MAX_DELIVERY_ATTEMPTS).toBeGreaterThanOrEqual(5);
  });
});
