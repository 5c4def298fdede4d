import { describe, expect, it } from 'vitest';
import { assignProfile, depositThrough, markersOf } from '../../../test/harm';
import { setRate } from '../../../test/market-profiles';
import { fillPaymentDetails, usePaymentsApp } from '../../../test/payments';
import { signUpPlayer } from '../../../test/players';
import { openWithdrawalLinkOf } from '../../../test/withdrawals';
import { decideWithdrawal } from '../payments';
import { netDeposits } from './harm-facts';
import { netDepositsOverCheck } from './harm-rules';

// The deposit signs of harm (harm-rules.ts), computed as each deposit is credited: each fires on deposits just over its
// threshold and not just under. usePaymentsApp checks the ledger is sound after every test.

const DAY_MS = 24 * 3_600_000;

describe('signs of harm in deposits', () => {
  // Sessions outlast the days this file jumps over.
  const ctx = usePaymentsApp({ SESSION_IDLE_MINUTES: '100000', SESSION_ABSOLUTE_HOURS: '2000' });
  const db = () => ctx.t.database.db;

  async function payingPlayer() {
    const player = await signUpPlayer(ctx.t.app);
    await fillPaymentDetails(player.profile);
    return player;
  }
  const kindsOf = async (userId: string) => (await markersOf(db(), userId)).map((m) => `${m.kind}:${m.strength}`);

  it('deposit_surge: the last 24 hours at 3 × the daily average of the 30 days before, and at least 100 EUR', async () => {
    // 1,500.00 EUR in the history: 50.00 EUR a day on average, so 150.00 EUR in a day is three times it.
    const [under, over] = [await payingPlayer(), await payingPlayer()];
    for (const p of [under, over]) await depositThrough(ctx.t.app, p.profile, '1500.00');
    ctx.t.clock.advance(2 * DAY_MS);
    await depositThrough(ctx.t.app, under.profile, '100.00');
    await depositThrough(ctx.t.app, under.profile, '49.99');
    await depositThrough(ctx.t.app, over.profile, '100.00');
    await depositThrough(ctx.t.app, over.profile, '50.00');
    expect(await kindsOf(under.user.id)).toEqual([]);
    expect(await markersOf(db(), over.user.id)).toEqual([
      {
        kind: 'deposit_surge',
        strength: 'strong',
        details: {
          last24hEurCents: '15000',
          previous30dEurCents: '150000',
          dailyAverageEurCents: '5000',
          multiple: 3,
          floorEurCents: '10000',
        },
      },
    ]);

    // A small history: three times its average is little, so the floor of 100.00 EUR decides.
    const [small, smallOver] = [await payingPlayer(), await payingPlayer()];
    for (const p of [small, smallOver]) await depositThrough(ctx.t.app, p.profile, '10.00');
    ctx.t.clock.advance(2 * DAY_MS);
    await depositThrough(ctx.t.app, small.profile, '99.99');
    await depositThrough(ctx.t.app, smallOver.profile, '100.00');
    expect(await kindsOf(small.user.id)).toEqual([]);
    expect(await kindsOf(smallOver.user.id)).toEqual(['deposit_surge:strong']);

    // Without any history there is no habit to compare with; a history older than 30 days no longer counts.
    const newcomer = await payingPlayer();
    await depositThrough(ctx.t.app, newcomer.profile, '500.00');
    ctx.t.clock.advance(32 * DAY_MS);
    await depositThrough(ctx.t.app, newcomer.profile, '500.00');
    expect(await kindsOf(newcomer.user.id)).toEqual([]);
  });

  it('deposit_outsized: one deposit at 5 × the median of the three or more before it (weak)', async () => {
    const [under, over] = [await payingPlayer(), await payingPlayer()];
    for (const p of [under, over]) for (let i = 0; i < 3; i++) await depositThrough(ctx.t.app, p.profile, '10.00');
    ctx.t.clock.advance(2 * DAY_MS);
    await depositThrough(ctx.t.app, under.profile, '49.99');
    await depositThrough(ctx.t.app, over.profile, '50.00');
    expect(await kindsOf(under.user.id)).toEqual([]);
    expect(await markersOf(db(), over.user.id)).toEqual([
      expect.objectContaining({
        kind: 'deposit_outsized',
        strength: 'weak',
        details: expect.objectContaining({ depositEurCents: '5000', medianEurCents: '1000', history: 3, multiple: 5 }),
      }),
    ]);
    // A weak marker does not act: offers are still shown.
    expect((await over.profile.get('/profile/promotion-eligible')).json()).toMatchObject({ eligible: true });
  });

  it('many_payment_methods: four instruments used for deposits in 30 days (weak), three are not enough', async () => {
    const player = await payingPlayer();
    for (const gateway of ['vegapay', 'orionpay', 'lyrapay']) await depositThrough(ctx.t.app, player.profile, '10.00', gateway);
    expect(await kindsOf(player.user.id)).toEqual([]);
    await depositThrough(ctx.t.app, player.profile, '10.00', 'siriuspay');
    expect(await markersOf(db(), player.user.id)).toEqual([
      {
        kind: 'many_payment_methods',
        strength: 'weak',
        details: { instruments: ['lyrapay', 'orionpay', 'siriuspay', 'vegapay'], threshold: 4, days: 30 },
      },
    ]);
    // Recorded once for the episode: a fifth instrument within the 30 days adds no second marker.
    await depositThrough(ctx.t.app, player.profile, '10.00', 'rigelpay');
    expect(await kindsOf(player.user.id)).toEqual(['many_payment_methods:weak']);
  });

  it('net_deposits_over_check: the UK profile’s £150 in EUR at the stored GBP rate, rounded down; fires at it, not a cent under', async () => {
    // At 0.75 GBP per EUR, £150 is exactly 200.00 EUR.
    await setRate(db(), 'GBP', '0.75');
    const player = await payingPlayer();
    await assignProfile(db(), player.user.id, 'uk');
    await depositThrough(ctx.t.app, player.profile, '189.99');
    await depositThrough(ctx.t.app, player.profile, '10.00');
    expect(await kindsOf(player.user.id)).toEqual([]);
    await depositThrough(ctx.t.app, player.profile, '10.00');
    expect(await markersOf(db(), player.user.id)).toEqual([
      expect.objectContaining({
        kind: 'net_deposits_over_check',
        details: expect.objectContaining({ net: '20999', threshold: 20_000, currency: 'EUR' }),
      }),
    ]);
  });

  it('net_deposits_over_check: paid in less paid out in 30 days, at the threshold fires and a cent under does not', async () => {
    // The rule as the UK profile applies it, here with a threshold in a currency the site holds: 150.00 EUR.
    const threshold = { minor: 15_000, currency: 'EUR' };
    const player = await payingPlayer();
    /** A request the player confirms by the link mailed with it (mail is a background task here): pending. */
    const ask = async (amount: string) => {
      const asked = await player.profile.post('/profile/skrill/withdraw', { amount, currency: 'EUR' });
      expect(asked.statusCode, asked.body).toBe(201);
      await ctx.background.flush();
      const pending = await openWithdrawalLinkOf(ctx.t.app, db(), player.email);
      expect(pending).toMatchObject({ id: asked.json<{ id: string }>().id, status: 'pending' });
      return pending.id;
    };
    const payOut = async (amount: string) => {
      const paid = await decideWithdrawal(db(), await ask(amount), { kind: 'approve' }, ctx.t.clock.now());
      expect(paid.status).toBe('completed');
    };
    await depositThrough(ctx.t.app, player.profile, '169.99');
    await payOut('20.00');
    // A cancelled request pays nothing out.
    const cancelled = await ask('30.00');
    expect((await player.profile.delete(`/profile/withdrawal/${cancelled}`)).statusCode).toBe(200);

    const under = await netDeposits(db(), player.user.id, 'EUR', ctx.t.clock.now());
    expect(under).toEqual({ paidIn: 16_999n, paidOut: 2_000n });
    expect(netDepositsOverCheck(under, threshold)).toBeNull();
    // A cent more in, net: 150.00 EUR.
    await depositThrough(ctx.t.app, player.profile, '20.01');
    await payOut('20.00');
    const over = await netDeposits(db(), player.user.id, 'EUR', ctx.t.clock.now());
    expect(netDepositsOverCheck(over, threshold)).toEqual({
      kind: 'net_deposits_over_check',
      details: { paidIn: '19000', paidOut: '4000', net: '15000', threshold: 15_000, currency: 'EUR', days: 30 },
    });
    // 30 days on, nothing counts any more.
    ctx.t.clock.advance(30 * DAY_MS + 1);
    expect(await netDeposits(db(), player.user.id, 'EUR', ctx.t.clock.now())).toEqual({ paidIn: 0n, paidOut: 0n });
  });
});
