import { describe, expect, it } from 'vitest';
import type { TMarketProfile } from '@casino/contracts';
import { setMarketProfile } from '../../../test/market-profiles';
import { fillPaymentDetails, usePaymentsApp } from '../../../test/payments';
import { signUpPlayer } from '../../../test/players';
import { depositByCard, fundOf } from '../../../test/promotions';
import { listPlayerGrants } from './repo';

// The bonus rules of the player's market profile (market-profiles.ts) at grant time: the UK's 10× wagering cap
// (LCCP SR 5.1.1). The ledger is checked sound after every test (usePaymentsApp).

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
});
