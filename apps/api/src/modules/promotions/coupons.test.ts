import type { TCouponValidationResponse, TPlayerPromotion } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fillPaymentDetails, usePaymentsApp } from '../../../test/payments';
import { profileClientOf, signUpPlayer } from '../../../test/players';
import { depositByCard, fundOf } from '../../../test/promotions';
import { promotionCouponRedemptions } from '../../db/schema/promotions';
import { HttpError } from '../../lib/errors';
import { getPromotionSettings } from './config';
import { createCoupon, disableCouponByCode, parseCouponOptions, type CouponOptions } from './coupon-admin';
import { redeemCoupon } from './coupons';
import { findCoupon } from './coupons-repo';
import { listPlayerGrants } from './repo';

describe('bonus codes: validated, redeemed into pending promotions, and honoured with deposits', () => {
  const ctx = usePaymentsApp();
  const db = () => ctx.t.database.db;
  const grant = () => ctx.t.app.promotions.grantDepositBonuses();

  async function payingPlayer() {
    const player = await signUpPlayer(ctx.t.app);
    await fillPaymentDetails(player.profile);
    return player;
  }
  type Player = Awaited<ReturnType<typeof payingPlayer>>;

  let codes = 0;
  async function coupon(options: CouponOptions) {
    const code = `7700${++codes}`;
    const parsed = parseCouponOptions(code, { name: `Code ${code}`, ...options }, ctx.t.clock.now());
    if ('problems' in parsed) throw new Error(parsed.problems.join('; '));
    await createCoupon(db(), parsed.coupon);
    return code;
  }
  const validate = (player: Player, couponName: string) => player.account.post('/promotion/coupon', { couponName });
  const redeem = (player: Player, promotionCoupon: string) => player.profile.put('/profile/redeem-promotion-coupon', { promotionCoupon });
  const refusal = (res: { statusCode: number; json(): { message: string; errors?: { field: string }[] } }) => [
    res.statusCode,
    res.json().message,
    res.json().errors?.[0]?.field,
  ];

  it('tells a player what a valid code gives, and why an unknown, disabled, early or expired one does not', async () => {
    const player = await payingPlayer();
    const now = ctx.t.clock.now();
    const deposit = await coupon({ deposit: true, 'min-deposit-eur': '20', percent: '100', 'free-spins': '50', uses: 'unlimited' });
    const ok = await validate(player, deposit);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<TCouponValidationResponse>()).toEqual({
      couponName: deposit,
      displayName: `Code ${deposit}`,
      requiresDeposit: true,
      minimumDepositEur: '20.00',
      bonusPercent: 100,
      bonusEur: null,
      freeSpins: 50,
      expiresAt: null,
    });

    expect(refusal(await validate(player, '123456789'))).toEqual([400, 'This bonus code does not exist.', 'couponName']);
    const disabled = await coupon({ redemption: true, 'bonus-eur': '5' });
    await disableCouponByCode(db(), disabled, now);
    expect(refusal(await validate(player, disabled))).toEqual([400, 'This bonus code is no longer available.', 'couponName']);
    const early = await coupon({ redemption: true, 'bonus-eur': '5', from: new Date(now.getTime() + 3_600_000).toISOString() });
    expect(refusal(await validate(player, early))).toEqual([400, 'This bonus code is not valid yet.', 'couponName']);
    const until = new Date(now.getTime() + 60_000);
    const expiring = await coupon({ redemption: true, 'bonus-eur': '5', until: until.toISOString() });
    expect((await validate(player, expiring)).json()).toMatchObject({ expiresAt: until.toISOString() });
    ctx.t.clock.advance(60_000);
    expect(refusal(await validate(player, expiring))).toEqual([400, 'This bonus code has expired.', 'couponName']);
    expect(refusal(await redeem(player, expiring))).toEqual([400, 'This bonus code has expired.', 'promotionCoupon']);
    // A bad code is refused by the contract, naming the field.
    expect(refusal(await validate(player, '12a'))).toEqual([400, expect.any(String), 'couponName']);
  });

  it('redeems a single-use code once: a pending promotion for the first player, used up for the next', async () => {
    const first = await payingPlayer();
    const second = await payingPlayer();
    const code = await coupon({ redemption: true, 'bonus-eur': '10', 'free-spins': '20' });
    const res = await redeem(first, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TPlayerPromotion>()).toMatchObject({
      accepted: false,
      status: 'pending',
      source: 'coupon',
      displayName: `Code ${code}`,
      currency: 'EUR',
      bonusAmount: '10.00',
      freeSpins: 20,
      wageringRequirement: '350.00',
    });
    // Pending: nothing credited until accepted.
    expect(await fundOf(first.profile)).toMatchObject({ totalBonus: '0.00' });
    expect(refusal(await redeem(second, code))).toEqual([400, 'This bonus code has been used up.', 'promotionCoupon']);
    expect(refusal(await validate(second, code))).toEqual([400, 'This bonus code has been used up.', 'couponName']);
    expect(await findCoupon(db(), code)).toMatchObject({ uses: 1 });

    const accepted = await first.profile.post('/profile/promotion', { id: res.json<TPlayerPromotion>().id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await fundOf(first.profile)).toMatchObject({ totalBonus: '10.00' });
  });

  it('holds the per-player limit of a code many may use', async () => {
    const player = await payingPlayer();
    const other = await payingPlayer();
    const code = await coupon({ redemption: true, 'free-spins': '10', uses: 'unlimited', 'per-player': '2' });
    expect((await redeem(player, code)).statusCode).toBe(200);
    expect((await redeem(player, code)).statusCode).toBe(200);
    expect(refusal(await redeem(player, code))).toEqual([
      400,
      'You have used this bonus code 2 times, the most allowed.',
      'promotionCoupon',
    ]);
    expect(refusal(await validate(player, code))).toEqual([400, 'You have used this bonus code 2 times, the most allowed.', 'couponName']);
    expect((await redeem(other, code)).statusCode).toBe(200);
    const once = await coupon({ redemption: true, 'bonus-eur': '1', uses: '5' });
    expect((await redeem(other, once)).statusCode).toBe(200);
    expect(refusal(await redeem(other, once))).toEqual([400, 'You have already used this bonus code.', 'promotionCoupon']);
  });

  it('converts a fixed EUR bonus down to the player’s default currency', async () => {
    const { user, account } = await signUpPlayer(ctx.t.app, { currency: 'USD' });
    const code = await coupon({ redemption: true, 'bonus-eur': '10' });
    const res = await profileClientOf(ctx.t.app, account).put('/profile/redeem-promotion-coupon', { promotionCoupon: code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ currency: 'USD' });
    const [row] = await listPlayerGrants(db(), user.id);
    expect(row!.bonusAmount).toBeGreaterThan(0n);
    expect(row!.depositId).toBeNull();
  });

  it('tells a player to enter a deposit code with a deposit', async () => {
    const player = await payingPlayer();
    const code = await coupon({ deposit: true, percent: '50' });
    expect(refusal(await redeem(player, code))).toEqual([
      400,
      'This bonus code is given with a deposit: enter it in the deposit dialog.',
      'promotionCoupon',
    ]);
    expect(await findCoupon(db(), code)).toMatchObject({ uses: 0 });
  });

  it('grants a deposit code instead of the welcome tier once, however often the consumer runs', async () => {
    const { user, profile } = await payingPlayer();
    const code = await coupon({ deposit: true, 'min-deposit-eur': '30', percent: '100', 'bonus-eur': '5', 'free-spins': '40' });
    const depositId = await depositByCard(ctx, profile, '40.00', 'EUR', code);
    await Promise.all(Array.from({ length: 5 }, grant));
    for (let i = 0; i < 5; i++) await grant();

    const grants = await listPlayerGrants(db(), user.id);
    expect(grants).toEqual([
      expect.objectContaining({
        depositId,
        source: 'coupon',
        promotionId: `coupon-${code}`,
        displayName: `Code ${code}`,
        bonusAmount: 4500n,
        freeSpins: 40,
        status: 'active',
      }),
    ]);
    expect(await fundOf(profile)).toMatchObject({ totalMoney: '40.00', totalBonus: '45.00' });
    const coupons = await findCoupon(db(), code);
    expect(coupons).toMatchObject({ uses: 1 });
    const redemptions = await db().select().from(promotionCouponRedemptions).where(eq(promotionCouponRedemptions.couponId, coupons!.id));
    expect(redemptions).toEqual([expect.objectContaining({ userId: user.id, depositId, grantId: grants[0]!.id })]);
  });

  it('gives the welcome tier for a deposit below the code’s minimum, or with an unknown code or one to redeem', async () => {
    const { user, profile } = await payingPlayer();
    const minimum = await coupon({ deposit: true, 'min-deposit-eur': '30', percent: '100' });
    const redemption = await coupon({ redemption: true, 'bonus-eur': '5' });
    await depositByCard(ctx, profile, '29.99', 'EUR', minimum);
    await depositByCard(ctx, profile, '20.00', 'EUR', redemption);
    await depositByCard(ctx, profile, '20.00', 'EUR', '55555');
    await grant();
    const grants = await listPlayerGrants(db(), user.id);
    expect(grants.map((g) => [g.depositNumber, g.source, g.promotionId, g.status])).toEqual([
      [3, 'deposit', 'welcome-3', 'pending'],
      [2, 'deposit', 'welcome-2', 'pending'],
      [1, 'deposit', 'welcome-1-up-to-50', 'active'],
    ]);
    expect(await findCoupon(db(), minimum)).toMatchObject({ uses: 0 });
    expect(await findCoupon(db(), redemption)).toMatchObject({ uses: 0 });
  });

  it('gives the welcome tier to the second deposit with a single-use code', async () => {
    const first = await payingPlayer();
    const second = await payingPlayer();
    const code = await coupon({ deposit: true, percent: '10' });
    await depositByCard(ctx, first.profile, '20.00', 'EUR', code);
    await depositByCard(ctx, second.profile, '20.00', 'EUR', code);
    await grant();
    expect((await listPlayerGrants(db(), first.user.id)).map((g) => [g.source, g.bonusAmount])).toEqual([['coupon', 200n]]);
    expect((await listPlayerGrants(db(), second.user.id)).map((g) => [g.source, g.bonusAmount])).toEqual([['deposit', 2500n]]);
    expect(await findCoupon(db(), code)).toMatchObject({ uses: 1 });
  });

  it('keeps a deposit code’s bonus pending while another bonus is active', async () => {
    const { user, profile } = await payingPlayer();
    const code = await coupon({ deposit: true, percent: '10' });
    await depositByCard(ctx, profile, '20.00');
    await depositByCard(ctx, profile, '100.00', 'EUR', code);
    await grant();
    const [second, first] = await listPlayerGrants(db(), user.id);
    expect([first!.status, second!.status, second!.source, second!.bonusAmount]).toEqual(['active', 'pending', 'coupon', 1000n]);
    expect(await fundOf(profile)).toMatchObject({ totalBonus: '25.00' });
  });

  // Each redemption locks the code's row: on PostgreSQL these run at once on several connections (PGlite
  // runs one transaction at a time). Called in-process so that they overlap; the routes add nothing to it.
  it('lets exactly as many concurrent redemptions through as the code allows', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, payingPlayer));
    const settings = getPromotionSettings(ctx.t.app.config);
    const now = ctx.t.clock.now();
    const attempt = (player: Player, code: string) =>
      redeemCoupon(db(), settings, player.user.id, code, now).then(
        () => 'redeemed',
        (err: unknown) => (err instanceof HttpError ? `${err.statusCode} ${err.message}` : `failed: ${String(err)}`),
      );

    const single = await coupon({ redemption: true, 'bonus-eur': '1' });
    const once = await Promise.all(players.map((p) => attempt(p, single)));
    expect(once.sort()).toEqual(['redeemed', ...Array<string>(7).fill('400 This bonus code has been used up.')].sort());
    expect(await findCoupon(db(), single)).toMatchObject({ uses: 1 });

    const three = await coupon({ redemption: true, 'free-spins': '5', uses: '3' });
    const some = await Promise.all(players.map((p) => attempt(p, three)));
    expect(some.filter((a) => a === 'redeemed')).toHaveLength(3);
    expect(await findCoupon(db(), three)).toMatchObject({ uses: 3 });

    const perPlayer = await coupon({ redemption: true, 'free-spins': '5', uses: 'unlimited' });
    const same = await Promise.all(Array.from({ length: 8 }, () => attempt(players[0]!, perPlayer)));
    expect(same.sort()).toEqual(['redeemed', ...Array<string>(7).fill('400 You have already used this bonus code.')].sort());
    expect(await findCoupon(db(), perPlayer)).toMatchObject({ uses: 1 });
  });
});
