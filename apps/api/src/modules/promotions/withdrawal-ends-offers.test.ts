import type { TPlayerPromotion } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATA_PROMOTIONS_FILE } from '../../../test/app';
import { grantsOf } from '../../../test/bonus';
import { fillPaymentDetails, usePaymentsApp } from '../../../test/payments';
import { depositByCard } from '../../../test/promotions';
import { fundedPlayer } from '../../../test/play';
import { promotionGrants } from '../../db/schema/promotions';
import { getPlayerBalances } from '../wallet';

// A deposit's bonus is for money that stays to be played: a withdrawal ends the deposit offers waiting for the
// player's accept, after the same warning an active bonus gets, and a deposit withdrawn before its bonus was granted
// earns none. Otherwise a player could take the deposit back and then accept its bonus.

describe('withdrawals end the deposit offers waiting for an accept', () => {
  const ctx = usePaymentsApp({ PROMOTIONS_FILE: DATA_PROMOTIONS_FILE });
  const db = () => ctx.t.database.db;
  const grant = () => ctx.t.app.promotions.grantDepositBonuses();
  const depositGrants = async (userId: string) => (await grantsOf(db(), userId)).filter((g) => g.source === 'deposit');

  /** A player who took the sign-up spins (their active bonus) and then deposited 50.00, whose welcome bonus waits. */
  async function playerWithPendingWelcome() {
    const player = await fundedPlayer(ctx.t.app, db(), 0n);
    const [spins] = await db()
      .select()
      .from(promotionGrants)
      .where(and(eq(promotionGrants.userId, player.user.id), eq(promotionGrants.source, 'no_deposit')));
    expect((await player.profile.post('/profile/promotion', { id: spins!.id })).statusCode).toBe(200);
    await fillPaymentDetails(player.profile);
    await depositByCard(ctx, player.profile, '50.00');
    await grant();
    const welcome = (await grantsOf(db(), player.user.id)).find((g) => g.source === 'deposit')!;
    expect(welcome).toMatchObject({ status: 'pending', bonusAmount: 6_250n, freeSpins: 125 });
    return { ...player, spinsId: spins!.id, welcomeId: welcome.id };
  }
  const withdraw = (profile: { post: (path: string, body: object) => Promise<{ statusCode: number; body: string }> }, body: object) =>
    profile.post('/profile/skrill/withdraw', { amount: '50.00', currency: 'EUR', ...body });

  it('warns about the waiting offer, and once confirmed the offer is gone: accepting it later finds nothing', async () => {
    const player = await playerWithPendingWelcome();
    const warned = await withdraw(player.profile, {});
    expect(warned.statusCode).toBe(409);
    expect(JSON.parse(warned.body)).toMatchObject({
      message: 'Withdrawing now forfeits your active bonus and your bonus offers waiting for your accept. Confirm to continue.',
      errors: [{ field: 'forfeitBonus' }],
    });
    const confirmed = await withdraw(player.profile, { forfeitBonus: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);

    const statuses = Object.fromEntries((await grantsOf(db(), player.user.id)).map((g) => [g.id, g.status]));
    expect(statuses).toEqual({ [player.spinsId]: 'forfeited', [player.welcomeId]: 'rejected' });
    const accept = await player.profile.post('/profile/promotion', { id: player.welcomeId });
    expect(accept.statusCode).toBe(404);
    expect(await getPlayerBalances(db(), player.user.id, 'EUR')).toMatchObject({ real: 0n, bonus: 0n, freeSpin: 0n, held: 5_000n });
    const listed = (await player.profile.get('/profile/promotion')).json<TPlayerPromotion[]>();
    expect(listed.find((p) => p.id === player.welcomeId)).toMatchObject({ status: 'rejected' });
  });

  it('warns about waiting deposit offers when no bonus is active', async () => {
    const player = await playerWithPendingWelcome();
    const forfeit = await player.profile.delete(`/profile/promotion?id=${player.spinsId}`);
    expect(forfeit.statusCode, forfeit.body).toBe(200);
    const warned = await withdraw(player.profile, {});
    expect(warned.statusCode).toBe(409);
    expect(JSON.parse(warned.body).message).toBe(
      'Withdrawing now forfeits your bonus offers waiting for your accept. Confirm to continue.',
    );
    expect((await withdraw(player.profile, { forfeitBonus: true })).statusCode).toBe(201);
    expect((await player.profile.post('/profile/promotion', { id: player.welcomeId })).statusCode).toBe(404);
  });

  it('a deposit withdrawn before its bonus was granted earns none', async () => {
    const player = await fundedPlayer(ctx.t.app, db(), 0n);
    await fillPaymentDetails(player.profile);
    await depositByCard(ctx, player.profile, '50.00');
    expect(await depositGrants(player.user.id)).toEqual([]);
    expect((await withdraw(player.profile, {})).statusCode).toBe(201);
    await grant();
    expect(await depositGrants(player.user.id)).toEqual([]);
    expect(await getPlayerBalances(db(), player.user.id, 'EUR')).toMatchObject({ real: 0n, bonus: 0n, freeSpin: 0n });

    // A later deposit still counts as the second one, and earns its offer.
    await depositByCard(ctx, player.profile, '50.00');
    await grant();
    expect(await depositGrants(player.user.id)).toEqual([expect.objectContaining({ status: 'active', depositNumber: 2 })]);
  });
});
