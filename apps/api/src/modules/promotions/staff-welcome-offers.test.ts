import type { TStaffWelcomeOffer, TStaffWelcomeOffers, TWelcomeOfferSummary } from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bonusInvariantViolations } from '../../../test/bonus-invariant';
import { setMarketProfile } from '../../../test/market-profiles';
import { fillPaymentDetails, usePaymentsApp } from '../../../test/payments';
import { signUpPlayer } from '../../../test/players';
import { depositByCard, fundOf } from '../../../test/promotions';
import { auditRowsOf, buildStaffRoutesApp, testMember } from '../../../test/staff-routes';
import { listPlayerGrants } from './repo';
import { staffBonusRoutes } from './staff-routes';

// The welcome offer per market profile set from the console: the next deposit of a player of that profile earns it,
// without a restart; other profiles keep the promotions file's; the file's rules refuse a bad offer; a reset goes back
// to the file's. usePaymentsApp checks the ledger is sound after each test.

describe('welcome offers per market profile (staff routes)', () => {
  const ctx = usePaymentsApp();
  const db = () => ctx.t.database.db;
  const marketing = testMember('marketing');
  let staff: Awaited<ReturnType<typeof buildStaffRoutesApp>>;
  beforeAll(async () => {
    staff = await buildStaffRoutesApp(ctx.t, staffBonusRoutes, {});
  });
  const grant = () => ctx.t.app.promotions.grantDepositBonuses();

  async function payingPlayer(profile: 'default' | 'mt') {
    const player = await signUpPlayer(ctx.t.app);
    await setMarketProfile(db(), player.user.id, profile, ctx.t.clock.now());
    await fillPaymentDetails(player.profile);
    return player;
  }
  const offerOf = async (profile: string) =>
    (await staff.as(marketing).get('/welcome-offers')).json<TStaffWelcomeOffers>().items.find((o) => o.profile === profile)!;

  const MALTA_OFFER = {
    maximumBonusEur: '100',
    deposits: [
      {
        depositNumber: 1,
        tiers: [
          { upToEur: '20', bonusPercent: 10, freeSpins: 0 },
          { upToEur: null, bonusPercent: 300, freeSpins: 20 },
        ],
      },
    ],
  };

  it('declares bonuses.manage on every route but the reading of a player’s bonuses, part of the player’s page', () => {
    const permissions = [...staff.permissions.entries()];
    expect(permissions.filter(([, permission]) => permission !== 'bonuses.manage')).toEqual([
      ['GET /staff-api/v1/players/:playerId/bonuses', 'players.read'],
    ]);
    expect(permissions).toHaveLength(9);
  });

  it('lists every profile with the file’s offer, and its market rules', async () => {
    const res = await staff.as(marketing).get('/welcome-offers');
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json<TStaffWelcomeOffers>();
    expect(items.map((o) => [o.profile, o.source])).toEqual([
      ['default', 'file'],
      ['uk', 'file'],
      ['mt', 'file'],
      ['on', 'file'],
      ['se', 'file'],
    ]);
    expect(items[0]).toMatchObject({ maximumBonusEur: '8000.00', updatedBy: null, updatedAt: null });
    expect(items[0]!.deposits[0]!.tiers[0]).toEqual({ id: 'welcome-1-up-to-16', upToEur: '16.00', bonusPercent: 50, freeSpins: 100 });
    expect(items.find((o) => o.profile === 'se')!.marketRules).toEqual({ bonusOnlyAtFirstDeposit: true, wageringMaxMultiple: null });
    expect(items.find((o) => o.profile === 'uk')!.marketRules.wageringMaxMultiple).toBe(10);
  });

  it('grants the override’s tier on the next deposit of that profile’s player; another profile keeps the file’s', async () => {
    const malta = await payingPlayer('mt');
    const standard = await payingPlayer('default');
    const res = await staff.as(marketing).put('/welcome-offers/mt', MALTA_OFFER);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TStaffWelcomeOffer>()).toMatchObject({
      profile: 'mt',
      source: 'override',
      maximumBonusEur: '100.00',
      updatedBy: { id: marketing.id, email: marketing.email },
    });
    expect(res.json<TStaffWelcomeOffer>().updatedAt).toEqual(expect.any(String));

    // The player of that profile is offered the override before paying, and shown it on the public summary.
    const eligible = (await malta.profile.get('/profile/promotion-eligible')).json<{ events: { promotions: unknown[] }[] }>();
    expect(eligible.events[0]!.promotions).toHaveLength(2);
    const summary = (await malta.profile.get('/promotion/welcome')).json<TWelcomeOfferSummary>();
    expect(summary).toMatchObject({ maximumBonusPerDepositEur: '100.00', depositLimit: 1, topBonusPercent: 300 });

    await depositByCard(ctx, malta.profile, '40.00');
    await depositByCard(ctx, standard.profile, '40.00');
    await grant();
    // 300 % of 40 EUR is 120, capped at the override's 100; its 20 spins at 0.10 EUR.
    expect(await listPlayerGrants(db(), malta.user.id)).toEqual([
      expect.objectContaining({ promotionId: 'mt-welcome-1-2', bonusAmount: 10_000n, freeSpins: 20, status: 'active' }),
    ]);
    expect(await fundOf(malta.profile)).toMatchObject({ totalBonus: '100.00', freeSpinWallet: { balance: '2.00' } });
    // The file's first deposit tier, 125 % of 40.
    expect(await listPlayerGrants(db(), standard.user.id)).toEqual([
      expect.objectContaining({ promotionId: 'welcome-1-up-to-50', bonusAmount: 5_000n, freeSpins: 125 }),
    ]);
    expect(await bonusInvariantViolations(db(), malta.user.id)).toEqual([]);
    expect(await bonusInvariantViolations(db(), standard.user.id)).toEqual([]);

    const [row] = await auditRowsOf(ctx.t, 'welcome-offer:mt');
    expect(row).toMatchObject({ action: 'welcome-offer.set', actor: marketing.email });
    expect(row!.before).toMatchObject({ source: 'file', maximumBonusEur: '8000.00' });
    expect(row!.after).toMatchObject({ source: 'override', maximumBonusEur: '100.00' });

    // Back to the file's offer: the next deposit earns the file's second tier (pending behind the active bonus).
    const reset = await staff.as(marketing).delete('/welcome-offers/mt');
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json<TStaffWelcomeOffer>()).toMatchObject({ source: 'file', maximumBonusEur: '8000.00', updatedBy: null });
    expect((await offerOf('mt')).source).toBe('file');
    await depositByCard(ctx, malta.profile, '20.00');
    await grant();
    expect((await listPlayerGrants(db(), malta.user.id))[0]).toMatchObject({
      promotionId: 'welcome-2',
      bonusAmount: 3_000n,
      status: 'pending',
    });
    expect((await auditRowsOf(ctx.t, 'welcome-offer:mt')).map((r) => r.action)).toEqual(['welcome-offer.set', 'welcome-offer.reset']);
    // A second reset changes nothing and records nothing.
    expect((await staff.as(marketing).delete('/welcome-offers/mt')).statusCode).toBe(200);
    expect(await auditRowsOf(ctx.t, 'welcome-offer:mt')).toHaveLength(2);
  });

  it('shows a visitor the default profile’s offer, the override while there is one', async () => {
    const visitorSummary = async () => {
      const res = await ctx.t.app.inject({ method: 'GET', url: '/profile-service/api/v1/promotion/welcome' });
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      return res.json<TWelcomeOfferSummary>();
    };
    expect(await visitorSummary()).toMatchObject({ maximumBonusPerDepositEur: '8000.00', depositLimit: 5 });
    expect((await staff.as(marketing).put('/welcome-offers/default', MALTA_OFFER)).statusCode).toBe(200);
    expect(await visitorSummary()).toMatchObject({ maximumBonusPerDepositEur: '100.00', depositLimit: 1, totalFreeSpins: 20 });
    expect((await staff.as(marketing).delete('/welcome-offers/default')).statusCode).toBe(200);
    expect(await visitorSummary()).toMatchObject({ maximumBonusPerDepositEur: '8000.00', depositLimit: 5 });
  });

  it('refuses an offer breaking the file’s rules with a 400 naming each, and keeps what was in force', async () => {
    const falling = {
      maximumBonusEur: '100',
      deposits: [
        {
          depositNumber: 1,
          tiers: [
            { upToEur: '50', bonusPercent: 2000, freeSpins: 0 },
            { upToEur: '20', bonusPercent: 10, freeSpins: 0 },
          ],
        },
        { depositNumber: 1, tiers: [{ upToEur: null, bonusPercent: 10, freeSpins: 0 }] },
        { depositNumber: 6, tiers: [{ upToEur: null, bonusPercent: 10, freeSpins: 0 }] },
      ],
    };
    const res = await staff.as(marketing).put('/welcome-offers/uk', falling);
    expect(res.statusCode).toBe(400);
    const { message } = res.json<{ message: string }>();
    expect(message).toMatch(/^The offer was not saved: /);
    expect(message).toContain('deposits[0].tiers[0].bonusPercent');
    expect(message).toContain('deposits[2].depositNumber');
    const rules = await staff.as(marketing).put('/welcome-offers/uk', {
      ...falling,
      deposits: falling.deposits.slice(0, 2).map((d) => ({ ...d, tiers: d.tiers.map((t) => ({ ...t, bonusPercent: 10 })) })),
    });
    expect(rules.statusCode).toBe(400);
    expect(rules.json<{ message: string }>().message).toContain('deposits[0].tiers[1].upToEur: must be above the tier before');
    expect(rules.json<{ message: string }>().message).toContain('deposits[1].depositNumber: deposit 1 has an offer already');
    const cap = await staff.as(marketing).put('/welcome-offers/uk', { ...MALTA_OFFER, maximumBonusEur: '0' });
    expect(cap.json<{ message: string }>().message).toBe('The offer was not saved: maximumBonusEur: must be more than 0');
    const unbounded = await staff.as(marketing).put('/welcome-offers/uk', {
      maximumBonusEur: '10',
      deposits: [
        {
          depositNumber: 1,
          tiers: [
            { upToEur: null, bonusPercent: 10, freeSpins: 0 },
            { upToEur: '5', bonusPercent: 10, freeSpins: 0 },
          ],
        },
      ],
    });
    expect(unbounded.statusCode).toBe(400);
    expect(unbounded.json<{ message: string }>().message).toContain('deposits[0].tiers[0].upToEur: only the last tier may be unbounded');
    expect((await staff.as(marketing).put('/welcome-offers/xx', MALTA_OFFER)).statusCode).toBe(400);
    expect((await offerOf('uk')).source).toBe('file');
    expect(await auditRowsOf(ctx.t, 'welcome-offer:uk')).toEqual([]);
  });
});
