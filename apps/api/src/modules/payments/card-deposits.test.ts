import type { TDepositStatus } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { createClient, PROFILE_API, type Client } from '../../../test/http';
import { depositIdOf, fillPaymentDetails, getSandboxPage, postSandboxForm, realBalance, usePaymentsApp } from '../../../test/payments';
import { signUpPlayer } from '../../../test/players';
import { startSelfExclusion } from '../responsible-gaming';
import { listPaymentEvents } from './deposits-repo';

const US_ADDRESS = '8.8.8.8';
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', holder: 'Robin Example', action: 'pay' };

describe('card deposits through a sandbox gateway', () => {
  const ctx = usePaymentsApp();

  async function payingPlayer(opts: { fullName?: string } = {}) {
    const player = await signUpPlayer(ctx.t.app, opts);
    await fillPaymentDetails(player.profile);
    return player;
  }
  const depositOf = async (profile: Client, id: string) => (await profile.get(`/profile/payment/deposit/${id}`)).json<TDepositStatus>();
  async function startCardDeposit(profile: Client, body: object = { amount: '25.00', currency: 'EUR' }, gateway = 'vegapay') {
    const res = await profile.post(`/profile/${gateway}/deposit`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ redirectUrl: string }>().redirectUrl;
  }

  it('credits the deposit when the signed notice arrives, not when the player comes back', async () => {
    const { user, profile } = await payingPlayer();
    const redirectUrl = await startCardDeposit(profile, { amount: '25.00', currency: 'EUR', promotionCoupon: '1234' });
    const id = depositIdOf(redirectUrl);
    expect(redirectUrl).toBe(`http://casino.test/payments/sandbox/vegapay/${id}`);
    const page = await getSandboxPage(ctx.t.app, redirectUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('25.00 EUR');

    const paid = await postSandboxForm(ctx.t.app, redirectUrl, CARD);
    expect([paid.statusCode, paid.headers.location]).toEqual([303, `http://casino.test/profile/my-wallet?deposit=${id}`]);
    // Back on the site before the notice: pending, nothing credited.
    expect(await depositOf(profile, id)).toMatchObject({ id, status: 'pending', amount: '25.00', currency: 'EUR', method: 'card' });
    expect(await realBalance(profile, 'EUR')).toBe('0.00');

    expect(ctx.background.queued).toContain('sandbox notices');
    await ctx.background.flush();
    expect(await depositOf(profile, id)).toMatchObject({ status: 'completed' });
    expect(await realBalance(profile, 'EUR')).toBe('25.00');
    const events = await listPaymentEvents(ctx.t.database.db, user.id);
    expect(events.map((e) => [e.type, e.payload])).toEqual([
      [
        'deposit_completed',
        {
          depositId: id,
          amount: '2500',
          currency: 'EUR',
          eurCents: '2500',
          depositNumber: 1,
          promotionCoupon: '1234',
          declineBonus: false,
        },
      ],
    ]);
    const deposits = await profile.get('/profile/payment/total-deposits');
    expect(deposits.json().deposits).toHaveLength(1);
    // The page of a settled payment cannot pay it again.
    expect((await postSandboxForm(ctx.t.app, redirectUrl, CARD)).statusCode).toBe(409);
  });

  it('passes a 3-D Secure challenge, and fails the payment when authentication fails', async () => {
    const { profile } = await payingPlayer();
    const challenged = { ...CARD, cardNumber: '4000002760003184' };
    for (const [result, status, balance] of [
      ['fail', 'failed', '0.00'],
      ['complete', 'completed', '30.00'],
    ] as const) {
      const redirectUrl = await startCardDeposit(profile, { amount: '30', currency: 'EUR' });
      const toChallenge = await postSandboxForm(ctx.t.app, redirectUrl, challenged);
      expect(toChallenge.statusCode).toBe(303);
      const challengeUrl = toChallenge.headers.location as string;
      expect(challengeUrl).toMatch(/\/challenge\?t=/);
      expect((await getSandboxPage(ctx.t.app, challengeUrl)).body).toContain('Complete authentication');
      // The challenge cannot be answered without the card step's token.
      expect((await postSandboxForm(ctx.t.app, challengeUrl.replace(/t=.*/, 't=forged'), { result })).statusCode).toBe(403);
      expect((await postSandboxForm(ctx.t.app, challengeUrl, { result })).statusCode).toBe(303);
      await ctx.background.flush();
      const deposit = await depositOf(profile, depositIdOf(redirectUrl));
      expect(deposit.status).toBe(status);
      if (status === 'failed') expect(deposit.failureReason).toBe('Authentication failed');
      expect(await realBalance(profile, 'EUR')).toBe(balance);
    }
  });

  it('records declines and cancellations, credits nothing, and re-shows the form for a bad card', async () => {
    const { profile } = await payingPlayer();
    for (const [form, reason] of [
      [{ ...CARD, cardNumber: '4000000000000002' }, 'Card declined'],
      [{ ...CARD, cardNumber: '4000000000009995' }, 'Insufficient funds'],
      [{ action: 'cancel' }, 'Cancelled by the player'],
    ] as const) {
      const redirectUrl = await startCardDeposit(profile);
      expect((await postSandboxForm(ctx.t.app, redirectUrl, form)).statusCode).toBe(303);
      await ctx.background.flush();
      expect(await depositOf(profile, depositIdOf(redirectUrl))).toMatchObject({ status: 'failed', failureReason: reason });
    }
    const redirectUrl = await startCardDeposit(profile);
    for (const [form, message] of [
      [{ ...CARD, cardNumber: '4242 4242 4242 4241' }, 'Enter a valid card number.'],
      [{ ...CARD, expiry: '01/20' }, 'This card has expired.'],
      [{ ...CARD, expiry: '13/40' }, 'Enter the expiry date as MM/YY.'],
      [{ ...CARD, cvc: '1' }, 'Enter the 3 or 4 digit security code.'],
      [{ ...CARD, cardNumber: '5555 5555 5555 4444' }, 'The sandbox knows only its test cards'],
    ] as const) {
      const res = await postSandboxForm(ctx.t.app, redirectUrl, form);
      expect([res.statusCode, res.body.includes(message)]).toEqual([422, true]);
    }
    expect(ctx.background.queued).not.toContain('sandbox notices');
    expect(await depositOf(profile, depositIdOf(redirectUrl))).toMatchObject({ status: 'pending' });
    expect(await realBalance(profile, 'EUR')).toBe('0.00');
  });

  it('refuses bad input with a 400 naming the field, and starts nothing', async () => {
    const { profile } = await payingPlayer();
    for (const [body, field, message] of [
      [{ amount: 25, currency: 'EUR' }, 'amount', 'Amount must be sent as a string, such as "12.50"'],
      [{ amount: '25.001', currency: 'EUR' }, 'amount', 'EUR amounts have at most 2 decimal places'],
      [{ amount: '0', currency: 'EUR' }, 'amount', 'Amount must be greater than zero'],
      [{ amount: '9.99', currency: 'EUR' }, 'amount', 'The minimum deposit is 10.00 EUR.'],
      [{ amount: '25', currency: 'XYZ' }, 'currency', 'Unsupported currency'],
      [{ amount: '25', currency: 'BTC' }, 'currency', 'BTC is paid by crypto deposit, not through this method.'],
      [{ amount: '25', currency: 'EUR', promotionCoupon: 'ABC' }, 'promotionCoupon', 'Bonus code must contain digits only'],
    ] as const) {
      const res = await profile.post('/profile/vegapay/deposit', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
    }
    const unknown = await profile.post('/profile/nopay/deposit', { amount: '25', currency: 'EUR' });
    expect(unknown.statusCode).toBe(400);
    // A wallet the player does not hold is added first (the dialog does it).
    const usd = await profile.post('/profile/vegapay/deposit', { amount: '25', currency: 'USD' });
    expect([usd.statusCode, usd.json().message]).toEqual([422, 'Add a USD wallet first.']);
    expect((await profile.get('/profile/currency')).json()).toHaveLength(1);
  });

  it('asks for the profile details a method needs before any gateway sees the player', async () => {
    const { profile } = await signUpPlayer(ctx.t.app);
    const res = await profile.post('/profile/vegapay/deposit', { amount: '25', currency: 'EUR' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Please complete your profile first: address, zipCode, country, city, state, phone.');
  });

  it('refuses strangers and ended sessions (401), restricted countries and US players on the Platinum tier (403)', async () => {
    const stranger = createClient(ctx.t.app, { base: PROFILE_API });
    expect((await stranger.post('/profile/vegapay/deposit', { amount: '25', currency: 'EUR' })).statusCode).toBe(401);

    const abroad = await payingPlayer();
    const fromUs = createClient(ctx.t.app, { base: PROFILE_API, ip: US_ADDRESS });
    Object.assign(fromUs.cookies, abroad.profile.cookies);
    const blocked = await fromUs.post('/profile/vegapay/deposit', { amount: '25', currency: 'EUR' });
    expect([blocked.statusCode, blocked.json().message]).toEqual([403, 'Deposits is not available in United States.']);

    const american = await signUpPlayer(ctx.t.app);
    await fillPaymentDetails(american.profile, 'us');
    const platinum = await american.profile.post('/profile/orionpay/deposit', { amount: '25', currency: 'EUR' });
    expect([platinum.statusCode, platinum.json().message]).toEqual([
      403,
      'The Platinum card tier is not available to players from the United States.',
    ]);
    expect((await american.profile.post('/profile/vegapay/deposit', { amount: '25', currency: 'EUR' })).statusCode).toBe(200);

    // Self-exclusion binds the person (name and birth date): this one is nobody else in the file.
    const excluded = await payingPlayer({ fullName: 'Sam Excluded' });
    const redirectUrl = await startCardDeposit(excluded.profile);
    await startSelfExclusion(ctx.t.database.db, excluded.user.id, '6_MONTHS', ctx.t.clock.now());
    const ended = await excluded.profile.post('/profile/vegapay/deposit', { amount: '25', currency: 'EUR' });
    expect(ended.statusCode).toBe(401);
    // A payment started before the exclusion still settles: the money was taken by the gateway.
    expect((await postSandboxForm(ctx.t.app, redirectUrl, CARD)).statusCode).toBe(303);
  });

  it('lists the gateways players may pay through', async () => {
    const { profile } = await payingPlayer();
    const res = await profile.get('/profile/payment/gateways');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.arrayContaining(['vegapay', 'orionpay', 'lyrapay', 'skrill', 'mifinity', 'jeton']));
    expect(res.json()).toHaveLength(11);
  });
});
