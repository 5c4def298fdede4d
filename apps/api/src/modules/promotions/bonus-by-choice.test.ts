import type { TCryptoDepositResponse, TEligiblePromotions, TTransactionHistory } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { fillPaymentDetails, postSandboxForm, usePaymentsApp } from '../../../test/payments';
import { signUpPlayer } from '../../../test/players';
import { fundOf } from '../../../test/promotions';
import type { Client } from '../../../test/http';
import { checkLedger } from '../wallet';
import { listPlayerGrants } from './repo';

// A bonus is only taken by the player's explicit choice: a deposit that names neither the offer nor a code earns none.

const BLOCK_MS = 5_000;
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', holder: 'Robin Example', action: 'pay' };
const nextDepositOffer = async (profile: Client) =>
  (await profile.get('/profile/promotion-eligible')).json<TEligiblePromotions>().events.find((e) => e.info.displayName !== 'NO DEPOSIT')
    ?.info.displayName;

describe('a deposit bonus', () => {
  const ctx = usePaymentsApp();
  const grant = () => ctx.t.app.promotions.grantDepositBonuses();

  async function payingPlayer() {
    const player = await signUpPlayer(ctx.t.app);
    await fillPaymentDetails(player.profile);
    return player;
  }

  async function cardDeposit(profile: Client, body: Record<string, unknown>) {
    const res = await profile.post('/profile/vegapay/deposit', { amount: '20.00', currency: 'EUR', ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  }

  it('is not granted for a card deposit that carries no choice, which still counts as a deposit', async () => {
    const { user, profile } = await payingPlayer();
    // The request as the SPEC lists it: amount, currency and a bonus code, here empty.
    for (const body of [{ promotionCoupon: '' }, {}]) {
      const { redirectUrl } = (await cardDeposit(profile, body)).json<{ redirectUrl: string }>();
      expect((await postSandboxForm(ctx.t.app, redirectUrl, CARD)).statusCode).toBe(303);
    }
    await ctx.background.flush();
    const history = (await profile.get('/profile/fiat/deposit')).json<TTransactionHistory>().items;
    expect(history.map((item) => [item.status, item.isBonusDeclined])).toEqual([
      ['completed', true],
      ['completed', true],
    ]);
    expect(await grant()).toMatchObject({ granted: 0 });
    expect(await listPlayerGrants(ctx.t.database.db, user.id)).toEqual([]);
    expect(await fundOf(profile)).toMatchObject({ totalMoney: '40.00', totalBonus: '0.00', freeSpinWallet: { balance: '0.00' } });
    expect(await nextDepositOffer(profile)).toBe('3rd deposit');
    // Taking the offer is the one way to it.
    await cardDeposit(profile, { acceptBonus: true }).then(async (res) => {
      expect((await postSandboxForm(ctx.t.app, res.json<{ redirectUrl: string }>().redirectUrl, CARD)).statusCode).toBe(303);
    });
    await ctx.background.flush();
    expect(await grant()).toMatchObject({ granted: 1 });
    expect((await listPlayerGrants(ctx.t.database.db, user.id)).map((g) => g.promotionId)).toEqual(['welcome-3']);
    expect(await checkLedger(ctx.t.database.db)).toMatchObject({ isSound: true });
  });

  it('refuses taking the offer and "No bonus" together, naming acceptBonus, and records nothing', async () => {
    const { profile } = await payingPlayer();
    const card = await profile.post('/profile/vegapay/deposit', {
      amount: '20.00',
      currency: 'EUR',
      acceptBonus: true,
      declineBonus: true,
    });
    const crypto = await profile.post('/profile/crypto/deposit', { currency: 'BTC', acceptBonus: true, declineBonus: true });
    for (const res of [card, crypto]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        expect.objectContaining({ field: 'acceptBonus', message: 'Choose either the bonus or no bonus for this deposit, not both' }),
      ]);
    }
    expect((await profile.get('/profile/payment/total-deposits')).json().deposits).toHaveLength(0);
  });

  it('is not granted for a crypto deposit to an address no choice was made for', async () => {
    const { profile } = await signUpPlayer(ctx.t.app, { currency: 'BTC' });
    const res = await profile.post('/profile/crypto/deposit', { currency: 'BTC' });
    expect(res.statusCode, res.body).toBe(200);
    const to = res.json<TCryptoDepositResponse>();
    await ctx.t.app.payments.sandboxChain!.broadcast(
      { currency: 'BTC', address: to.address, destinationTag: null, amounts: [100_000n] },
      ctx.t.clock.now(),
    );
    await ctx.t.app.payments.watchChains();
    ctx.t.clock.advance(2 * BLOCK_MS);
    expect(await ctx.t.app.payments.watchChains()).toMatchObject({ credited: 1 });
    const history = (await profile.get('/profile/crypto/deposit')).json<TTransactionHistory>().items;
    expect(history.map((item) => [item.status, item.isBonusDeclined])).toEqual([['completed', true]]);
    expect(await grant()).toMatchObject({ granted: 0 });
    expect(await fundOf(profile, 'BTC')).toMatchObject({ totalBonus: '0.00000000' });
    expect(await checkLedger(ctx.t.database.db)).toMatchObject({ isSound: true });
  });
});
