import { randomUUID } from 'node:crypto';
import type { TPlayerPromotion, TStaffPlayerBonus, TStaffPlayerBonuses } from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { promotionTransfers } from '../../../test/bonus';
import { bonusInvariantViolations } from '../../../test/bonus-invariant';
import { setMarketProfile } from '../../../test/market-profiles';
import { usePaymentsApp } from '../../../test/payments';
import { signUpPlayer } from '../../../test/players';
import { fundOf } from '../../../test/promotions';
import { auditRowsOf, buildStaffRoutesApp, testMember } from '../../../test/staff-routes';
import { startSelfExclusion } from '../responsible-gaming';
import { listPlayerGrants } from './repo';
import { staffBonusRoutes } from './staff-routes';

// A player's bonuses granted and forfeited by staff: money through the ledger (usePaymentsApp checks it is sound after
// each test, and the bonus invariant is checked per player), the market's rules, one submission granting once, each
// change audited, and what the player sees on their promotions page.

describe('a player’s bonuses (staff routes)', () => {
  const ctx = usePaymentsApp();
  const db = () => ctx.t.database.db;
  const marketing = testMember('marketing');
  let staff: Awaited<ReturnType<typeof buildStaffRoutesApp>>;
  beforeAll(async () => {
    staff = await buildStaffRoutesApp(ctx.t, staffBonusRoutes, {});
  });
  const grantBody = (body: object = {}) => ({
    currency: 'EUR',
    amount: '2500',
    freeSpins: 10,
    reason: 'Goodwill after the outage',
    idempotencyKey: randomUUID(),
    ...body,
  });
  const give = (playerId: string, body: object) => staff.as(marketing).post(`/players/${playerId}/bonuses`, body);
  const promotionsOf = async (player: Awaited<ReturnType<typeof signUpPlayer>>) =>
    (await player.profile.get('/profile/promotion')).json<TPlayerPromotion[]>();

  it('grants an active bonus with spins once per submission, wagered on the file’s terms, and the player sees it', async () => {
    const player = await signUpPlayer(ctx.t.app);
    const body = grantBody();
    const res = await give(player.user.id, body);
    expect(res.statusCode, res.body).toBe(201);
    const grant = res.json<TStaffPlayerBonus>();
    expect(grant).toMatchObject({
      status: 'active',
      source: 'staff',
      currency: 'EUR',
      bonusAmount: '25.00',
      bonusBalance: '25.00',
      wagered: '0.00',
      wageringRequirement: '875.00',
      freeSpins: 10,
      freeSpinsLeft: 10,
      reason: 'Goodwill after the outage',
      grantedBy: marketing.email,
      forfeitReason: null,
    });
    // The same submission again answers the first grant and moves nothing more; the key with other terms is refused.
    const again = await give(player.user.id, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<TStaffPlayerBonus>().id).toBe(grant.id);
    expect((await give(player.user.id, { ...body, amount: '5000' })).statusCode).toBe(409);
    expect(await fundOf(player.profile)).toMatchObject({ totalBonus: '25.00', freeSpinWallet: { balance: '1.00' } });
    expect(await promotionTransfers(db(), `staff-bonus:${grant.id}`)).toEqual([{ kind: 'bonus', amount: 2_500n }]);
    expect(await bonusInvariantViolations(db(), player.user.id)).toEqual([]);

    expect(await promotionsOf(player)).toEqual([
      expect.objectContaining({ id: grant.id, status: 'active', source: 'staff', bonusAmount: '25.00', wageringRequirement: '875.00' }),
    ]);
    const list = (await staff.as(marketing).get(`/players/${player.user.id}/bonuses`)).json<TStaffPlayerBonuses>();
    expect(list).toEqual({ items: [grant], currencies: ['EUR'] });

    const [row] = await auditRowsOf(ctx.t, `player:${player.user.id}`);
    expect(row).toMatchObject({
      action: 'bonus.grant',
      actorId: marketing.id,
      before: { currency: 'EUR', bonusBalance: '0.00', freeSpinBalance: '0.00' },
      after: { grantId: grant.id, bonusBalance: '25.00', freeSpinBalance: '1.00', reason: 'Goodwill after the outage' },
    });
    // One bonus at a time: another is refused while this one is active.
    const second = await give(player.user.id, grantBody());
    expect(second.statusCode).toBe(422);
    expect(second.json<{ message: string }>().message).toMatch(/active bonus/);
  });

  it('grants once when the same submission arrives twice at the same time', async () => {
    const player = await signUpPlayer(ctx.t.app);
    const body = grantBody({ freeSpins: 0 });
    const answers = await Promise.all([give(player.user.id, body), give(player.user.id, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    const [first, second] = answers.map((a) => a.json<TStaffPlayerBonus>().id);
    expect(second).toBe(first);
    expect(await promotionTransfers(db(), `staff-bonus:${first}`)).toEqual([{ kind: 'bonus', amount: 2_500n }]);
    expect(await fundOf(player.profile)).toMatchObject({ totalBonus: '25.00' });
    expect(await auditRowsOf(ctx.t, `player:${player.user.id}`)).toHaveLength(1);
  });

  it('forfeits an active bonus with a reason: its money and spins go back, and the player sees it forfeited', async () => {
    const player = await signUpPlayer(ctx.t.app);
    const grant = (await give(player.user.id, grantBody())).json<TStaffPlayerBonus>();
    const url = `/players/${player.user.id}/bonuses/${grant.id}/forfeit`;
    expect((await staff.as(marketing).post(url, {})).statusCode).toBe(400);
    expect((await staff.as(marketing).post(url, { reason: ' ab ' })).statusCode).toBe(400);

    const res = await staff.as(marketing).post(url, { reason: 'Bonus abuse' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TStaffPlayerBonus>()).toMatchObject({
      status: 'forfeited',
      forfeitReason: 'Bonus abuse',
      bonusBalance: null,
      freeSpinsLeft: null,
    });
    expect(await fundOf(player.profile)).toMatchObject({ totalBonus: '0.00', freeSpinWallet: { balance: '0.00' } });
    expect(await promotionTransfers(db(), `bonus-forfeit:${grant.id}`)).toEqual([{ kind: 'bonus_forfeit', amount: 2_500n }]);
    expect(await promotionTransfers(db(), `free-spins-return:${grant.id}`)).toEqual([{ kind: 'bonus_forfeit', amount: 100n }]);
    expect(await bonusInvariantViolations(db(), player.user.id)).toEqual([]);
    expect(await promotionsOf(player)).toEqual([expect.objectContaining({ id: grant.id, status: 'forfeited' })]);

    const [, row] = await auditRowsOf(ctx.t, `player:${player.user.id}`);
    expect(row).toMatchObject({
      action: 'bonus.forfeit',
      before: { grantId: grant.id, status: 'active', bonusBalance: '25.00' },
      after: { status: 'forfeited', bonusBalance: '0.00', forfeited: '25.00', reason: 'Bonus abuse' },
    });
    expect((await staff.as(marketing).post(url, { reason: 'Again' })).statusCode).toBe(409);
    expect(
      (await staff.as(marketing).post(`/players/${player.user.id}/bonuses/${randomUUID()}/forfeit`, { reason: 'None' })).statusCode,
    ).toBe(404);
    // The one bonus at a time is free again.
    expect((await give(player.user.id, grantBody({ freeSpins: 0 }))).statusCode).toBe(201);
  });

  it('caps the wagering at the player’s market and refuses where the market, an exclusion or the wallet forbid a bonus', async () => {
    const uk = await signUpPlayer(ctx.t.app);
    await setMarketProfile(db(), uk.user.id, 'uk', ctx.t.clock.now());
    expect((await give(uk.user.id, grantBody({ freeSpins: 0 }))).json<TStaffPlayerBonus>()).toMatchObject({
      wageringRequirement: '250.00',
    });

    const sweden = await signUpPlayer(ctx.t.app);
    await setMarketProfile(db(), sweden.user.id, 'se', ctx.t.clock.now());
    const se = await give(sweden.user.id, grantBody());
    expect(se.statusCode).toBe(422);
    expect(se.json<{ message: string }>().message).toMatch(
      /^Under the rules of this player's market \(Sweden\) a player has one bonus only/,
    );

    const excluded = await signUpPlayer(ctx.t.app);
    await startSelfExclusion(db(), excluded.user.id, '6_MONTHS', ctx.t.clock.now());
    const ex = await give(excluded.user.id, grantBody());
    expect(ex.statusCode).toBe(422);
    expect(ex.json<{ message: string }>().message).toMatch(/self-excluded or their account is closed/);

    const other = await signUpPlayer(ctx.t.app);
    const usd = await give(other.user.id, grantBody({ currency: 'USD' }));
    expect(usd.statusCode).toBe(422);
    expect(usd.json<{ message: string }>().message).toBe('This player has no USD wallet.');
    expect((await give(other.user.id, grantBody({ amount: '0', freeSpins: 0 }))).statusCode).toBe(400);
    expect((await give(other.user.id, grantBody({ amount: '12.50' }))).statusCode).toBe(400);
    expect((await give(other.user.id, grantBody({ reason: 'x' }))).statusCode).toBe(400);

    for (const player of [sweden, excluded, other]) expect(await listPlayerGrants(db(), player.user.id)).toEqual([]);
    expect((await staff.as(marketing).get(`/players/${randomUUID()}/bonuses`)).statusCode).toBe(404);
  });
});
