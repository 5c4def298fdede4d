import type { TEligiblePromotions, TTransactionHistory } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATA_PROMOTIONS_FILE } from '../../../test/app';
import { fillPaymentDetails, usePaymentsApp } from '../../../test/payments';
import { fundedPlayer } from '../../../test/play';
import { signUpPlayer } from '../../../test/players';
import { depositByCard, fundOf } from '../../../test/promotions';
import type { Client } from '../../../test/http';
import { promotionGrants } from '../../db/schema/promotions';
import { checkLedger, getPlayerBalances } from '../wallet';
import { listPlayerGrants } from './repo';

// "No bonus" chosen for one deposit: it earns nothing, yet counts, so the welcome tiers move on past it.

const nextDepositOffer = async (profile: Client) =>
  (await profile.get('/profile/promotion-eligible')).json<TEligiblePromotions>().events.find((e) => e.info.displayName !== 'NO DEPOSIT')
    ?.info.displayName;

describe('a deposit made with "No bonus"', () => {
  const ctx = usePaymentsApp();
  const grant = () => ctx.t.app.promotions.grantDepositBonuses();

  async function payingPlayer() {
    const player = await signUpPlayer(ctx.t.app);
    await fillPaymentDetails(player.profile);
    return player;
  }

  it('earns no bonus and no spins on a 1st deposit, and the next deposit gets the 2nd-deposit tier', async () => {
    const { user, profile } = await payingPlayer();
    expect(await nextDepositOffer(profile)).toBe('1st deposit');
    await depositByCard(ctx, profile, '20.00', 'EUR', undefined, { declineBonus: true });
    expect(await grant()).toEqual({ seen: 1, granted: 0 });

    expect(await listPlayerGrants(ctx.t.database.db, user.id)).toEqual([]);
    expect(await fundOf(profile)).toMatchObject({ totalMoney: '20.00', totalBonus: '0.00', freeSpinWallet: { balance: '0.00' } });
    // It was the 1st deposit all the same: the offer now is the 2nd deposit's.
    expect(await nextDepositOffer(profile)).toBe('2nd deposit');

    await depositByCard(ctx, profile, '20.00');
    expect(await grant()).toEqual({ seen: 1, granted: 1 });
    expect(
      (await listPlayerGrants(ctx.t.database.db, user.id)).map((g) => [
        g.depositNumber,
        g.promotionId,
        g.bonusAmount,
        g.freeSpins,
        g.status,
      ]),
    ).toEqual([[2, 'welcome-2', 3000n, 100, 'active']]);
    expect(await fundOf(profile)).toMatchObject({ totalMoney: '40.00', totalBonus: '30.00' });
    // The history marks the deposit made without a bonus, and only that one.
    const history = (await profile.get('/profile/fiat/deposit')).json<TTransactionHistory>().items;
    expect(history.map((item) => [item.amount, item.isBonusDeclined])).toEqual([
      ['20.00', undefined],
      ['20.00', true],
    ]);
    expect(await checkLedger(ctx.t.database.db)).toMatchObject({ isSound: true });
  });

  it('is refused with a bonus code, naming declineBonus, and nothing is recorded', async () => {
    const { profile } = await payingPlayer();
    const card = await profile.post('/profile/vegapay/deposit', {
      amount: '20.00',
      currency: 'EUR',
      promotionCoupon: '1234',
      declineBonus: true,
    });
    const crypto = await profile.post('/profile/crypto/deposit', { currency: 'BTC', promotionCoupon: '1234', declineBonus: true });
    for (const res of [card, crypto]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        expect.objectContaining({ field: 'declineBonus', message: 'Choose either a bonus code or no bonus for this deposit, not both' }),
      ]);
    }
    expect((await profile.get('/profile/payment/total-deposits')).json().deposits).toHaveLength(0);
  });
});

describe('held no-deposit winnings and a "No bonus" deposit', () => {
  const ctx = usePaymentsApp({ PROMOTIONS_FILE: DATA_PROMOTIONS_FILE });
  const db = () => ctx.t.database.db;

  it('still releases the held winnings: they are not a bonus on this deposit', async () => {
    const player = await fundedPlayer(ctx.t.app, db(), 0n);
    const noDeposit = and(eq(promotionGrants.userId, player.user.id), eq(promotionGrants.source, 'no_deposit'));
    const [offer] = await db().select().from(promotionGrants).where(noDeposit);
    expect((await player.profile.post('/profile/promotion', { id: offer!.id })).statusCode).toBe(200);
    // What 20 free rounds might have won, held on the grant as the game wallet holds it.
    await db().update(promotionGrants).set({ heldWinnings: 150n }).where(noDeposit);

    await fillPaymentDetails(player.profile);
    await depositByCard(ctx, player.profile, '20.00', 'EUR', undefined, { declineBonus: true });
    await ctx.t.app.promotions.grantDepositBonuses();

    // Released doubled (the data file's extra 100 %), and no deposit grant beside the no-deposit one.
    expect((await listPlayerGrants(db(), player.user.id)).map((g) => [g.source, g.heldWinnings])).toEqual([['no_deposit', 0n]]);
    expect((await getPlayerBalances(db(), player.user.id, 'EUR')).bonus).toBe(300n);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });
});
