import { CLIENT_HEADER, ZEligiblePromotions, type TEligiblePromotions } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { createClient, PROFILE_API } from '../../../test/http';
import { fillPaymentDetails, usePaymentsApp } from '../../../test/payments';
import { signUpPlayer } from '../../../test/players';
import { depositByCard } from '../../../test/promotions';

// The shipped file's free-spins slot, as the games list names it.
const FREE_SPIN_GAMES = [{ imageId: 'lunarforge:LuckyLanterns', provider: 'LunarForge' }];

describe('GET and DELETE /profile/promotion-eligible', () => {
  const ctx = usePaymentsApp();
  const eligibleOf = async (profile: ReturnType<typeof createClient>) => {
    const res = await profile.get('/profile/promotion-eligible');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // The shape of docs/product.md, Promotions, nothing less.
    return ZEligiblePromotions.parse(res.json());
  };

  it('offers a new player the first-deposit tiers of docs/product.md, Promotions, each with its spins, slot and cap', async () => {
    const { profile } = await signUpPlayer(ctx.t.app);
    const eligible = await eligibleOf(profile);
    expect(eligible.eligible).toBe(true);
    expect(eligible.events).toHaveLength(1);
    const [event] = eligible.events as [TEligiblePromotions['events'][number]];
    expect(event.info).toEqual({ displayName: '1st deposit', eventName: 'DEPOSIT_1' });
    expect(
      event.promotions.map(({ config }) => [config.id, config.cashBonus.percentage, config.freeSpins.configs, config.depositRange]),
    ).toEqual([
      ['welcome-1-up-to-16', 50, [{ totalSpins: 100 }], { minimumEur: '10.00', maximumEur: '16.00' }],
      ['welcome-1-up-to-50', 125, [{ totalSpins: 125 }], { minimumEur: '16.01', maximumEur: '50.00' }],
      ['welcome-1-up-to-100', 200, [{ totalSpins: 150 }], { minimumEur: '50.01', maximumEur: '100.00' }],
      ['welcome-1-above-100', 200, [{ totalSpins: 150 }], { minimumEur: '100.01', maximumEur: null }],
    ]);
    for (const { config } of event.promotions) {
      expect(config.cashBonus).toMatchObject({ maximumBonus: '8000.00', currency: 'EUR' });
      expect(config.freeSpins.games).toEqual(FREE_SPIN_GAMES);
    }
  });

  it('moves on to the next deposit, and offers nothing after the fifth', async () => {
    const { profile } = await signUpPlayer(ctx.t.app);
    await fillPaymentDetails(profile);
    const expected = [
      ['2nd deposit', 'welcome-2', 150],
      ['3rd deposit', 'welcome-3', 100],
      ['4th deposit', 'welcome-4', 100],
      ['5th deposit', 'welcome-5', 200],
    ] as const;
    for (const [displayName, id, percentage] of expected) {
      await depositByCard(ctx, profile, '10.00');
      const { eligible, events } = await eligibleOf(profile);
      expect(eligible).toBe(true);
      expect(events.map((e) => [e.info.displayName, e.promotions.map((p) => [p.config.id, p.config.cashBonus.percentage])])).toEqual([
        [displayName, [[id, percentage]]],
      ]);
    }
    await depositByCard(ctx, profile, '10.00');
    expect(await eligibleOf(profile)).toEqual({ eligible: false, events: [] });
  });

  it('lets the player decline the welcome offer for good', async () => {
    const { profile } = await signUpPlayer(ctx.t.app);
    const declined = await profile.delete('/profile/promotion-eligible');
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ eligible: false, events: [] });
    expect(await eligibleOf(profile)).toEqual({ eligible: false, events: [] });
    // Declining twice changes nothing.
    expect((await profile.delete('/profile/promotion-eligible')).json()).toEqual({ eligible: false, events: [] });
  });

  it('answers a visitor 401, and refuses a decline without the client header', async () => {
    const visitor = createClient(ctx.t.app, { base: PROFILE_API });
    expect((await visitor.get('/profile/promotion-eligible')).statusCode).toBe(401);
    expect((await visitor.delete('/profile/promotion-eligible')).statusCode).toBe(401);
    const { profile } = await signUpPlayer(ctx.t.app);
    expect((await profile.request('DELETE', '/profile/promotion-eligible', undefined, { [CLIENT_HEADER]: 'forged' })).statusCode).toBe(403);
    expect((await eligibleOf(profile)).eligible).toBe(true);
  });
});
