import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantOf, grantTestBonus } from '../../../test/bonus';
import { winOf, type SandboxAggregator } from '../../../test/sandbox-aggregator';
import { newGamePlayer, startWalletApi } from '../../../test/wallet-api';
import { promotionGrants } from '../../db/schema/promotions';
import { checkLedger } from '../wallet';
import { getPromotionSettings } from './config';
import { viewGrant } from './player-promotions';

// The active bonus card's "Bonus": what the bonus holds now, not the amount granted (a no-deposit offer grants none).

describe('a player promotion’s bonus balance', () => {
  let api: Awaited<ReturnType<typeof startWalletApi>>;
  let aggregator: SandboxAggregator;
  beforeAll(async () => {
    api = await startWalletApi();
    aggregator = api.sandbox();
  });
  afterAll(async () => {
    expect(await checkLedger(api.database.db)).toMatchObject({ isSound: true });
    await api.close();
  });
  const db = () => api.database.db;
  const view = async (grantId: string) => viewGrant(db(), getPromotionSettings(api.app.config), await grantOf(db(), grantId));

  it('counts the bonus balance, the bonus staked in rounds still open and the winnings held for the unlock deposit', async () => {
    const p = await newGamePlayer(db(), api.clock, { gameCode: 'LuckyLanterns', funding: 100n });
    // Granted 2.00, then recorded as granting nothing, as the sign-up spins whose released winnings are bonus money.
    const grant = await grantTestBonus(db(), { userId: p.playerId, bonus: 200n, requirement: 10_000n, now: api.clock.now() });
    await db().update(promotionGrants).set({ bonusAmount: 0n, heldWinnings: 24n }).where(eq(promotionGrants.id, grant.id));
    expect(await view(grant.id)).toMatchObject({ bonusAmount: '0.00', bonusBalance: '2.24' });

    // 100 real and 50 bonus staked in an open round: the bonus part still counts until the round settles.
    const bet = p.bet('150');
    expect((await aggregator.bet(bet)).body).toMatchObject({ status: 'OK' });
    expect(await view(grant.id)).toMatchObject({ bonusBalance: '2.24' });
    // Lost: the round closes and the stake is gone.
    expect((await aggregator.win(winOf(bet, '0', undefined, { round_closed: true }))).body).toMatchObject({ status: 'OK' });
    expect(await view(grant.id)).toMatchObject({ bonusBalance: '1.74' });
  });

  it('is null once the promotion is no longer active', async () => {
    const p = await newGamePlayer(db(), api.clock, { funding: 0n });
    const grant = await grantTestBonus(db(), { userId: p.playerId, bonus: 500n, requirement: 10_000n, now: api.clock.now() });
    await db().update(promotionGrants).set({ status: 'completed' }).where(eq(promotionGrants.id, grant.id));
    expect(await view(grant.id)).toMatchObject({ bonusAmount: '5.00', bonusBalance: null });
  });
});
