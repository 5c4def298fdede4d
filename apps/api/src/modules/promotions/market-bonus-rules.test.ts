import { describe, expect, it } from 'vitest';
import type { TMarketProfile } from '@casino/contracts';
import { clearedByRegister, setMarketProfile } from '../../../test/market-profiles';
import { fillPaymentDetails, usePaymentsApp } from '../../../test/payments';
import { DATA_PROMOTIONS_FILE } from '../../../test/app';
import { createClient, PROFILE_API } from '../../../test/http';
import { signUpPlayer } from '../../../test/players';
import { depositByCard, fundOf } from '../../../test/promotions';
import { listPlayerGrants } from './repo';

// The bonus rules of the player's market profile (market-profiles.ts) at grant time: the UK's 10× wagering cap
// (LCCP SR 5.1.1); Sweden's one bonus, at the first deposit (spellagen 14 kap. 9 §). The ledger is checked sound after
// every test (usePaymentsApp).

const SE_ADDRESS = '195.67.199.18';

describe('bonus rules by market profile', () => {
  const ctx = usePaymentsApp();
  const db = () => ctx.t.database.db;
  const grant = () => ctx.t.app.promotions.grantDepositBonuses();

  async function payingPlayer(profile: TMarketProfile) {
    const player = await signUpPlayer(ctx.t.app);
    await setMarketProfile(db(), player.user.id, profile, ctx.t.clock.now());
    await fillPaymentDetails(player.profile);
    return player;
  }

  it('grants a UK player a bonus wagered at most 10 times, and records the multiple; a default player the file’s 35', async () => {
    const uk = await payingPlayer('uk');
    const standard = await payingPlayer('default');
    await depositByCard(ctx, uk.profile, '40.00');
    await depositByCard(ctx, standard.profile, '40.00');
    await grant();
    expect(await listPlayerGrants(db(), uk.user.id)).toEqual([
      expect.objectContaining({ bonusAmount: 5000n, wageringRequirement: 50_000n, wageringMultiple: 10, status: 'active' }),
    ]);
    expect(await listPlayerGrants(db(), standard.user.id)).toEqual([
      expect.objectContaining({ bonusAmount: 5000n, wageringRequirement: 175_000n, wageringMultiple: 35, status: 'active' }),
    ]);
    // The player sees the capped requirement on their promotions page.
    const shown = (await uk.profile.get('/profile/promotion')).json<{ wageringRequirement: string }[]>();
    expect(shown).toEqual([expect.objectContaining({ wageringRequirement: '500.00' })]);
    expect(await fundOf(uk.profile)).toMatchObject({ totalBonus: '50.00' });
  });

  it('leaves a grant made before the player moved to the UK profile as it was; the next one is capped', async () => {
    const player = await payingPlayer('default');
    await depositByCard(ctx, player.profile, '40.00');
    await grant();
    await setMarketProfile(db(), player.user.id, 'uk', ctx.t.clock.now());
    await depositByCard(ctx, player.profile, '20.00');
    await grant();
    const grants = (await listPlayerGrants(db(), player.user.id)).sort((a, b) => a.depositNumber - b.depositNumber);
    expect(grants.map((g) => [g.depositNumber, g.bonusAmount, g.wageringRequirement, g.wageringMultiple])).toEqual([
      [1, 5000n, 175_000n, 35],
      [2, 3000n, 30_000n, 10],
    ]);
  });

  /** A player registered from Sweden, with the three deposit limits their market asks for before a first deposit. */
  async function swedishPlayer() {
    const player = await signUpPlayer(ctx.t.app, { client: createClient(ctx.t.app, { ip: SE_ADDRESS }) });
    await fillPaymentDetails(player.profile, 'se', { depositLimitChoice: false });
    await clearedByRegister(db(), player.user.id, 'spelpaus', ctx.t.clock.now());
    for (const limit of ['deposit_24h', 'deposit_7d', 'deposit_30d']) {
      expect((await player.profile.put('/profile/safer-gambling/limits', { limit, value: '1000' })).statusCode).toBe(200);
    }
    return player;
  }
  const eligibleOf = async (profile: Awaited<ReturnType<typeof swedishPlayer>>['profile']) =>
    (await profile.get('/profile/promotion-eligible')).json<{ eligible: boolean; events: { info: { displayName: string } }[] }>();

  it('gives a Swedish player the first deposit’s bonus and nothing at the second, offering only what they can take', async () => {
    const { user, profile } = await swedishPlayer();
    // No sign-up spins in Sweden, and the welcome offer of the first deposit alone.
    expect((await eligibleOf(profile)).events.map((e) => e.info.displayName)).toEqual(['1st deposit']);
    const welcome = (await profile.get('/promotion/welcome')).json<{ deposits: unknown[] }>();
    expect(welcome.deposits).toHaveLength(1);
    await depositByCard(ctx, profile, '40.00');
    await grant();
    expect(await eligibleOf(profile)).toEqual({ eligible: false, events: [] });
    await depositByCard(ctx, profile, '20.00');
    await grant();
    expect((await listPlayerGrants(db(), user.id)).map((g) => [g.source, g.depositNumber, g.bonusAmount])).toEqual([['deposit', 1, 5000n]]);
    // A visitor still reads the whole offer.
    const visitor = (await createClient(ctx.t.app, { base: PROFILE_API }).get('/promotion/welcome')).json<{ deposits: unknown[] }>();
    expect(visitor.deposits.length).toBeGreaterThan(1);
  });
});

describe('bonus rules by market profile, with the sign-up spins offered', () => {
  const ctx = usePaymentsApp({ PROMOTIONS_FILE: DATA_PROMOTIONS_FILE });
  const db = () => ctx.t.database.db;

  it('refuses a Swedish player a bonus code and a sign-up offer given before they moved to Sweden, saying why', async () => {
    const { user, profile, account } = await signUpPlayer(ctx.t.app);
    const [noDeposit] = await listPlayerGrants(db(), user.id);
    expect(noDeposit).toMatchObject({ source: 'no_deposit', status: 'pending' });
    await setMarketProfile(db(), user.id, 'se', ctx.t.clock.now());
    const why = 'Under the rules of your market (Sweden) a player has one bonus only, given with their first deposit:';
    const code = await account.post('/promotion/coupon', { couponName: '123456' });
    expect([code.statusCode, code.json().message]).toEqual([400, `${why} bonus codes cannot be used.`]);
    const redeem = await profile.put('/profile/redeem-promotion-coupon', { promotionCoupon: '123456' });
    expect([redeem.statusCode, redeem.json().message]).toEqual([400, `${why} bonus codes cannot be used.`]);
    const accept = await profile.post('/profile/promotion', { id: noDeposit!.id });
    expect([accept.statusCode, accept.json().message]).toEqual([422, `${why} this promotion cannot be accepted.`]);
    expect(await listPlayerGrants(db(), user.id)).toEqual([expect.objectContaining({ id: noDeposit!.id, status: 'pending' })]);
    const eligible = (await profile.get('/profile/promotion-eligible')).json<{ events: { info: { displayName: string } }[] }>();
    expect(eligible.events.map((e) => e.info.displayName)).toEqual(['1st deposit']);
  });

  it('offers no sign-up spins to a player registering from Sweden', async () => {
    const swede = await signUpPlayer(ctx.t.app, { client: createClient(ctx.t.app, { ip: SE_ADDRESS }) });
    expect(await listPlayerGrants(db(), swede.user.id)).toEqual([]);
    const other = await signUpPlayer(ctx.t.app);
    expect(await listPlayerGrants(db(), other.user.id)).toEqual([expect.objectContaining({ source: 'no_deposit' })]);
  });
});
