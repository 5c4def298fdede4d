import type { TPlayerPromotion } from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fillPaymentDetails, usePaymentsApp } from '../../../test/payments';
import { signUpPlayer } from '../../../test/players';
import { createClient, PROFILE_API, USER_API } from '../../../test/http';
import { depositByCard, fundOf } from '../../../test/promotions';
import { promotionGrants } from '../../db/schema/promotions';
import { createCoupon, parseCouponOptions } from './coupon-admin';

describe('a player’s promotions: pending, accepted and rejected, one active bonus at a time', () => {
  const ctx = usePaymentsApp();
  const db = () => ctx.t.database.db;
  const grant = () => ctx.t.app.promotions.grantDepositBonuses();

  async function payingPlayer() {
    const player = await signUpPlayer(ctx.t.app);
    await fillPaymentDetails(player.profile);
    return player;
  }
  const list = async (profile: Awaited<ReturnType<typeof payingPlayer>>['profile']) => {
    const res = await profile.get('/profile/promotion');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TPlayerPromotion[]>();
  };
  /** What the wagering slice does when a requirement is met; no money moves in these tests. */
  const finish = (id: string) => db().update(promotionGrants).set({ status: 'completed' }).where(eq(promotionGrants.id, id));

  let codes = 0;
  async function redemptionCoupon(terms: Record<string, string | boolean> = {}) {
    const code = `9100${++codes}`;
    const parsed = parseCouponOptions(code, { name: 'Weekend spins', redemption: true, 'bonus-eur': '10', ...terms }, ctx.t.clock.now());
    if ('problems' in parsed) throw new Error(parsed.problems.join('; '));
    await createCoupon(db(), parsed.coupon);
    return code;
  }

  it('keeps a deposit bonus pending while another is active, and credits it once when accepted later', async () => {
    const { profile } = await payingPlayer();
    await depositByCard(ctx, profile, '20.00');
    await grant();
    ctx.t.clock.advance(60_000);
    await depositByCard(ctx, profile, '20.00');
    await grant();

    const [second, first] = await list(profile);
    expect(first).toMatchObject({
      accepted: true,
      status: 'active',
      source: 'deposit',
      displayName: '1st deposit',
      currency: 'EUR',
      bonusAmount: '25.00',
      freeSpins: 125,
      wageringRequirement: '875.00',
      wagered: '0.00',
      maximumBet: '5.00',
    });
    expect(first!.freeSpinsGame).toMatchObject({ slug: expect.any(String), name: expect.any(String) });
    expect(second).toMatchObject({ accepted: false, status: 'pending', displayName: '2nd deposit', bonusAmount: '30.00', freeSpins: 100 });
    // No money moved for the pending one.
    expect(await fundOf(profile)).toMatchObject({ totalMoney: '40.00', totalBonus: '25.00' });

    const refused = await profile.post('/profile/promotion', { id: second!.id });
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'Finish or forfeit your active bonus first.']);

    await finish(first!.id);
    ctx.t.clock.advance(60_000);
    const acceptedFrom = ctx.t.clock.now().getTime();
    const accepted = await profile.post('/profile/promotion', { id: second!.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ id: second!.id, accepted: true, status: 'active' });
    // Its 30 days run from the acceptance, not from the deposit.
    const lastsFor = Date.parse(accepted.json<TPlayerPromotion>().expiresAt) - acceptedFrom;
    expect(lastsFor).toBeGreaterThanOrEqual(30 * 86_400_000);
    expect(lastsFor).toBeLessThan(30 * 86_400_000 + 60_000);

    // Accepting again, and the consumer running again, move nothing more.
    expect((await profile.post('/profile/promotion', { id: second!.id })).statusCode).toBe(404);
    for (let i = 0; i < 5; i++) await grant();
    expect(await fundOf(profile)).toMatchObject({ totalMoney: '40.00', totalBonus: '55.00' });
    // The ledger is the wallet module's: read as SQL, not through its tables.
    const credits = await db().execute(
      sql`SELECT amount::text FROM ledger_transfers WHERE source = 'promotions' AND idempotency_key = ${`promotion-accept:${second!.id}`}`,
    );
    expect((credits as unknown as { rows: { amount: string }[] }).rows).toEqual([{ amount: '3000' }]);
  });

  it('refuses a second active bonus when two pending ones are accepted at once', async () => {
    const { profile } = await payingPlayer();
    const a = await redemptionCoupon();
    const b = await redemptionCoupon();
    expect((await profile.put('/profile/redeem-promotion-coupon', { promotionCoupon: a })).statusCode).toBe(200);
    expect((await profile.put('/profile/redeem-promotion-coupon', { promotionCoupon: b })).statusCode).toBe(200);
    const pending = await list(profile);
    const answers = await Promise.all(pending.map((p) => profile.post('/profile/promotion', { id: p.id })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await list(profile)).map((p) => p.status).sort()).toEqual(['active', 'pending']);
    expect(await fundOf(profile)).toMatchObject({ totalBonus: '10.00' });
  });

  it('rejects one pending promotion by id; the id of the active one forfeits it', async () => {
    const { profile } = await payingPlayer();
    await depositByCard(ctx, profile, '20.00');
    await depositByCard(ctx, profile, '20.00');
    await depositByCard(ctx, profile, '20.00');
    await grant();
    const [third, second, first] = await list(profile);
    expect([third!.status, second!.status, first!.status]).toEqual(['pending', 'pending', 'active']);

    const rejected = await profile.delete(`/profile/promotion?id=${second!.id}`);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<TPlayerPromotion[]>().map((p) => [p.id, p.status, p.accepted])).toEqual([
      [third!.id, 'pending', false],
      [second!.id, 'rejected', false],
      [first!.id, 'active', true],
    ]);
    // A rejected promotion cannot be accepted or rejected again.
    expect((await profile.post('/profile/promotion', { id: second!.id })).statusCode).toBe(404);
    expect((await profile.delete(`/profile/promotion?id=${second!.id}`)).statusCode).toBe(404);

    expect(await fundOf(profile)).toMatchObject({ totalBonus: '25.00' });
    // Another player cannot touch it.
    const { profile: stranger } = await payingPlayer();
    expect((await stranger.delete(`/profile/promotion?id=${first!.id}`)).statusCode).toBe(404);

    const forfeited = await profile.delete(`/profile/promotion?id=${first!.id}`);
    expect(forfeited.statusCode, forfeited.body).toBe(200);
    expect(forfeited.json<TPlayerPromotion[]>().map((p) => p.status)).toEqual(['pending', 'rejected', 'forfeited']);
    expect(await fundOf(profile)).toMatchObject({ totalMoney: '60.00', totalBonus: '0.00' });
    // Once, however often it is sent.
    expect((await profile.delete(`/profile/promotion?id=${first!.id}`)).statusCode).toBe(404);
  });

  it('rejects every pending promotion without an id, leaving the active one', async () => {
    const { profile } = await payingPlayer();
    for (let i = 0; i < 3; i++) await depositByCard(ctx, profile, '20.00');
    await grant();
    const res = await profile.delete('/profile/promotion');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TPlayerPromotion[]>().map((p) => p.status)).toEqual(['rejected', 'rejected', 'active']);
    // Nothing pending: rejecting all again is a no-op.
    expect((await profile.delete('/profile/promotion')).json<TPlayerPromotion[]>().map((p) => p.status)).toEqual([
      'rejected',
      'rejected',
      'active',
    ]);
  });

  it("answers 404 for another player's promotion and for an id that is not one", async () => {
    const owner = await payingPlayer();
    const other = await payingPlayer();
    await owner.profile.put('/profile/redeem-promotion-coupon', { promotionCoupon: await redemptionCoupon() });
    const [pending] = await list(owner.profile);
    for (const id of [pending!.id, 'not-a-promotion', '00000000-0000-4000-8000-000000000000']) {
      const accept = await other.profile.post('/profile/promotion', { id });
      expect([accept.statusCode, accept.json().message]).toEqual([404, 'There is no pending promotion with this id.']);
      expect((await other.profile.delete(`/profile/promotion?id=${encodeURIComponent(id)}`)).statusCode).toBe(404);
    }
    expect((await list(owner.profile)).map((p) => p.status)).toEqual(['pending']);
  });

  it('lifts a decline of the welcome offer when the player accepts a promotion', async () => {
    const { profile } = await payingPlayer();
    expect((await profile.delete('/profile/promotion-eligible')).json()).toEqual({ eligible: false, events: [] });
    await profile.put('/profile/redeem-promotion-coupon', { promotionCoupon: await redemptionCoupon() });
    const [pending] = await list(profile);
    expect((await profile.post('/profile/promotion', { id: pending!.id })).statusCode).toBe(200);
    expect((await profile.get('/profile/promotion-eligible')).json()).toMatchObject({ eligible: true });
  });

  it('refuses a pending promotion accepted after it lapsed', async () => {
    const { profile } = await payingPlayer();
    await profile.put('/profile/redeem-promotion-coupon', { promotionCoupon: await redemptionCoupon() });
    const [pending] = await list(profile);
    // Its offer ran out (30 days unaccepted; a session would not last as long on the test clock).
    await db().update(promotionGrants).set({ expiresAt: ctx.t.clock.now() }).where(eq(promotionGrants.id, pending!.id));
    const res = await profile.post('/profile/promotion', { id: pending!.id });
    expect([res.statusCode, res.json().message]).toEqual([409, 'This promotion has expired.']);
    expect(await fundOf(profile)).toMatchObject({ totalBonus: '0.00' });
  });

  it('names the field of a bad request, and answers 401 to a visitor on every route', async () => {
    const { profile } = await payingPlayer();
    const noId = await profile.post('/profile/promotion', {});
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors).toEqual([expect.objectContaining({ field: 'id' })]);
    const badCode = await profile.put('/profile/redeem-promotion-coupon', { promotionCoupon: '12ab' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().errors).toEqual([
      expect.objectContaining({ field: 'promotionCoupon', message: 'Bonus code must contain digits only' }),
    ]);

    const visitor = createClient(ctx.t.app, { base: PROFILE_API });
    const answers = await Promise.all([
      visitor.get('/profile/promotion'),
      visitor.post('/profile/promotion', { id: 'x' }),
      visitor.delete('/profile/promotion'),
      visitor.put('/profile/redeem-promotion-coupon', { promotionCoupon: '1' }),
      visitor.get('/profile/loyalty-level'),
      createClient(ctx.t.app, { base: USER_API }).post('/promotion/coupon', { couponName: '1' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);
  });
});
