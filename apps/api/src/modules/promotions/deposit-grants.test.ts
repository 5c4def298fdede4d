import { describe, expect, it } from 'vitest';
import { fillPaymentDetails, usePaymentsApp } from '../../../test/payments';
import { signUpPlayer } from '../../../test/players';
import { depositByCard, fundOf } from '../../../test/promotions';
import { convertFromEurFloor, toMajorUnits } from '../../lib/money';
import { getRatePerEur } from '../currency';
import { listPlayerGrants } from './repo';

describe('welcome bonuses granted on completed deposits', () => {
  const ctx = usePaymentsApp();

  async function payingPlayer() {
    const player = await signUpPlayer(ctx.t.app);
    await fillPaymentDetails(player.profile);
    return player;
  }
  const grantsOf = (userId: string) => listPlayerGrants(ctx.t.database.db, userId);
  const grant = () => ctx.t.app.promotions.grantDepositBonuses();

  it('grants 125 % of a first deposit of 40 EUR once, however often and however concurrently the consumer runs', async () => {
    const { user, profile } = await payingPlayer();
    const depositId = await depositByCard(ctx, profile, '40.00');
    // Nothing is granted before the consumer runs: the deposit only published its event.
    expect(await fundOf(profile)).toMatchObject({ totalMoney: '40.00', totalBonus: '0.00' });

    await Promise.all(Array.from({ length: 5 }, grant));
    for (let i = 0; i < 5; i++) await grant();

    // The bonus once, and its 125 free spins funded once at 0.10 EUR each.
    expect(await fundOf(profile)).toMatchObject({ totalMoney: '40.00', totalBonus: '50.00', freeSpinWallet: { balance: '12.50' } });
    const grants = await grantsOf(user.id);
    expect(grants).toEqual([
      expect.objectContaining({
        depositId,
        promotionId: 'welcome-1-up-to-50',
        depositNumber: 1,
        currency: 'EUR',
        bonusAmount: 5000n,
        freeSpins: 125,
        wageringRequirement: 175_000n,
        wagered: 0n,
        status: 'active',
      }),
    ]);
    expect(grants[0]!.expiresAt.getTime() - grants[0]!.createdAt.getTime()).toBe(30 * 86_400_000);
  });

  it('grants on each of the first five deposits by docs/product.md, Promotions, and nothing on the sixth', async () => {
    const { user, profile } = await payingPlayer();
    for (let i = 0; i < 6; i++) await depositByCard(ctx, profile, '20.00');
    // Twice: the second run finds nothing new.
    expect(await grant()).toMatchObject({ granted: 5 });
    expect(await grant()).toEqual({ seen: 0, granted: 0 });

    const grants = await grantsOf(user.id);
    // One active bonus at a time: the first is credited, the later ones wait for the player (no money moved).
    expect(
      grants
        .map((g) => [g.depositNumber, g.promotionId, g.bonusAmount, g.freeSpins, g.status, g.displayName])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [1, 'welcome-1-up-to-50', 2500n, 125, 'active', '1st deposit'],
      [2, 'welcome-2', 3000n, 100, 'pending', '2nd deposit'],
      [3, 'welcome-3', 2000n, 100, 'pending', '3rd deposit'],
      [4, 'welcome-4', 2000n, 100, 'pending', '4th deposit'],
      [5, 'welcome-5', 4000n, 100, 'pending', '5th deposit'],
    ]);
    expect(await fundOf(profile)).toMatchObject({ totalMoney: '120.00', totalBonus: '25.00' });
  });

  it('grants deposits completed while a run is under way on the next run', async () => {
    const { user, profile } = await payingPlayer();
    await depositByCard(ctx, profile, '100.00');
    const [first] = await Promise.all([grant(), depositByCard(ctx, profile, '10.00')]);
    expect(first.granted).toBeGreaterThanOrEqual(1);
    await grant();
    expect((await grantsOf(user.id)).map((g) => [g.bonusAmount, g.status]).sort()).toEqual([
      [1500n, 'pending'],
      [20_000n, 'active'],
    ]);
    expect(await fundOf(profile)).toMatchObject({ totalMoney: '110.00', totalBonus: '200.00' });
  });

  it('grants nothing to a player who declined the welcome offer, but honours a deposit completed before', async () => {
    const { user, profile } = await payingPlayer();
    await depositByCard(ctx, profile, '16.00');
    ctx.t.clock.advance(1000);
    expect((await profile.delete('/profile/promotion-eligible')).json()).toEqual({ eligible: false, events: [] });
    ctx.t.clock.advance(1000);
    await depositByCard(ctx, profile, '50.00');
    await grant();

    expect((await grantsOf(user.id)).map((g) => [g.depositNumber, g.bonusAmount, g.freeSpins])).toEqual([[1, 800n, 100]]);
    expect(await fundOf(profile)).toMatchObject({ totalMoney: '66.00', totalBonus: '8.00' });
  });

  it('pays the percentage of a deposit in its own currency, capped at 8,000 EUR converted down', async () => {
    const { user, profile } = await payingPlayer();
    expect((await profile.post('/profile/currency', { currency: 'USD' })).statusCode).toBe(201);
    await depositByCard(ctx, profile, '40.00', 'USD');
    await depositByCard(ctx, profile, '9000.00', 'USD');
    await grant();

    const cap = convertFromEurFloor(800_000n, await getRatePerEur(ctx.t.database.db, 'USD'), 'USD');
    expect(cap).toBeLessThan((900_000n * 150n) / 100n);
    const grants = await grantsOf(user.id);
    expect(grants.map((g) => [g.depositNumber, g.currency, g.bonusAmount]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [1, 'USD', 5000n],
      [2, 'USD', cap],
    ]);
    // The second waits, pending, while the first is active.
    expect((await fundOf(profile, 'USD'))?.totalBonus).toBe(toMajorUnits(5000n, 'USD'));
  });
});
