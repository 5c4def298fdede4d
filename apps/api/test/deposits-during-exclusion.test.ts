import type { TCryptoDepositResponse } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositIdOf, fillPaymentDetails, postSandboxForm, usePaymentsApp } from './payments';
import { signUpPlayer } from './players';
import { deposits } from '../src/db/schema/payments';
import { promotionGrants } from '../src/db/schema/promotions';
import { startSelfExclusion } from '../src/modules/responsible-gaming';
import { checkLedger, getPlayerBalances } from '../src/modules/wallet';

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', holder: 'Robin Example', action: 'pay' };
const BLOCK_MS = 5_000;

// Money that reaches us while the person is self-excluded is theirs: credited, but it earns nothing and the
// operator is told to pay it back (decision 006).
describe('a deposit paid while the player is self-excluded', () => {
  const ctx = usePaymentsApp();
  const db = () => ctx.t.database.db;
  const grantsOf = (userId: string) => db().select().from(promotionGrants).where(eq(promotionGrants.userId, userId));
  const refundReasonOf = async (id: string) =>
    (await db().select({ refundReason: deposits.refundReason }).from(deposits).where(eq(deposits.id, id)))[0]?.refundReason;

  it('is credited from a gateway notice, earns no bonus or spins, and is flagged for refund', async () => {
    const excluded = await signUpPlayer(ctx.t.app, { fullName: 'Card Excluded' });
    await fillPaymentDetails(excluded.profile);
    const started = await excluded.profile.post('/profile/vegapay/deposit', { amount: '50.00', currency: 'EUR', promotionCoupon: '1234' });
    expect(started.statusCode, started.body).toBe(200);
    const { redirectUrl } = started.json<{ redirectUrl: string }>();
    await startSelfExclusion(db(), excluded.user.id, '6_MONTHS', ctx.t.clock.now());

    // Paid at the gateway after the exclusion started: the notice arrives now.
    expect((await postSandboxForm(ctx.t.app, redirectUrl, CARD)).statusCode).toBe(303);
    await ctx.background.flush();
    expect(await ctx.t.app.promotions.grantDepositBonuses()).toEqual({ seen: 1, granted: 0 });

    expect(await getPlayerBalances(db(), excluded.user.id, 'EUR')).toMatchObject({ real: 5000n, bonus: 0n });
    // No grant (bonus or spins) came of the deposit, not even of its code.
    expect((await grantsOf(excluded.user.id)).filter((g) => g.source !== 'no_deposit')).toEqual([]);
    expect(await refundReasonOf(depositIdOf(redirectUrl))).toBe('self_exclusion');

    // The same deposit from a player who is not excluded earns its offer and is nobody's refund.
    const other = await signUpPlayer(ctx.t.app, { fullName: 'Card Welcome' });
    await fillPaymentDetails(other.profile);
    const paid = await other.profile.post('/profile/vegapay/deposit', { amount: '50.00', currency: 'EUR', acceptBonus: true });
    expect((await postSandboxForm(ctx.t.app, paid.json().redirectUrl, CARD)).statusCode).toBe(303);
    await ctx.background.flush();
    expect(await ctx.t.app.promotions.grantDepositBonuses()).toEqual({ seen: 1, granted: 1 });
    expect(await refundReasonOf(depositIdOf(paid.json().redirectUrl))).toBeNull();
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('is credited from the chain, earns nothing, and is flagged for refund', async () => {
    const excluded = await signUpPlayer(ctx.t.app, { currency: 'BTC', fullName: 'Chain Excluded' });
    // The address holds the player's choice of the offer, taken before the exclusion.
    const res = await excluded.profile.post('/profile/crypto/deposit', { currency: 'BTC', acceptBonus: true });
    expect(res.statusCode, res.body).toBe(200);
    const to = res.json<TCryptoDepositResponse>();
    await startSelfExclusion(db(), excluded.user.id, 'PERMANENT', ctx.t.clock.now());

    await ctx.t.app.payments.sandboxChain!.broadcast(
      { currency: 'BTC', address: to.address, destinationTag: null, amounts: [150_000n] },
      ctx.t.clock.now(),
    );
    await ctx.t.app.payments.watchChains();
    ctx.t.clock.advance(2 * BLOCK_MS);
    expect(await ctx.t.app.payments.watchChains()).toMatchObject({ credited: 1 });
    expect(await ctx.t.app.promotions.grantDepositBonuses()).toEqual({ seen: 1, granted: 0 });

    expect(await getPlayerBalances(db(), excluded.user.id, 'BTC')).toMatchObject({ real: 150_000n, bonus: 0n });
    const [deposit] = await db().select().from(deposits).where(eq(deposits.userId, excluded.user.id));
    expect([deposit!.status, deposit!.refundReason]).toEqual(['completed', 'self_exclusion']);
    expect((await grantsOf(excluded.user.id)).filter((g) => g.source !== 'no_deposit')).toEqual([]);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });
});
