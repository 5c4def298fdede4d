import type { TWithdrawableResponse, TWithdrawal } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { grantOf, grantTestBonus, promotionTransfers } from '../../../test/bonus';
import type { createClient } from '../../../test/http';
import { usePaymentsApp } from '../../../test/payments';
import { fundPlayer } from '../../../test/play';
import { signUpPlayer } from '../../../test/players';
import { fundOf } from '../../../test/promotions';
import { allowWithdrawalAddressesAndSignIn, openWithdrawalLinkOf } from '../../../test/withdrawals';
import { checkLedger, getPlayerBalances } from '../wallet';

// A withdrawal while a bonus is active forfeits it, and only once the player confirmed the warning
// (docs/decisions/023-wagering.md). Withdrawable is real money; Locked By Bonus the bonus balance.

const BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

describe('withdrawals with an active bonus', () => {
  const ctx = usePaymentsApp();

  /** BTC_ADDRESS is allow-listed and its wait is over: what is refused below is refused for the bonus or the amount. */
  async function btcPlayerWithBonus() {
    const player = await signUpPlayer(ctx.t.app, { currency: 'BTC' });
    await allowWithdrawalAddressesAndSignIn(ctx.t.app, ctx.t.clock, player, [{ currency: 'BTC', address: BTC_ADDRESS }]);
    await fundPlayer(ctx.t.database.db, player.user.id, 1_000_000n, 'BTC');
    const grant = await grantTestBonus(ctx.t.database.db, {
      userId: player.user.id,
      bonus: 50_000n,
      requirement: 1_750_000n,
      currency: 'BTC',
      now: ctx.t.clock.now(),
    });
    return { ...player, grant };
  }
  const withdraw = (profile: ReturnType<typeof createClient>, body: object) => profile.post('/profile/crypto/withdraw', body);
  const balances = async (userId: string) => {
    const { real, bonus, held } = await getPlayerBalances(ctx.t.database.db, userId, 'BTC');
    return { real, bonus, held };
  };

  it('refuses more than the real money with "Insufficient funds" before asking to forfeit the bonus', async () => {
    const { user, profile, grant } = await btcPlayerWithBonus();
    for (const forfeitBonus of [undefined, true]) {
      const tooMuch = await withdraw(profile, { amount: '0.0101', currency: 'BTC', address: BTC_ADDRESS, forfeitBonus });
      expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([422, 'Insufficient funds']);
    }
    // Nothing moved: the bonus is still there, nothing was held or recorded.
    expect(await balances(user.id)).toEqual({ real: 1_000_000n, bonus: 50_000n, held: 0n });
    expect((await grantOf(ctx.t.database.db, grant.id)).status).toBe('active');
    expect((await profile.get('/profile/crypto/withdraw')).json<{ items: unknown[] }>().items).toEqual([]);
    expect(await checkLedger(ctx.t.database.db)).toMatchObject({ isSound: true });
  });

  it('warns with a 409 and moves nothing until the player confirms; confirmed, forfeits the bonus and holds the amount together', async () => {
    const { user, email, profile, grant } = await btcPlayerWithBonus();
    expect((await profile.get('/profile/withdrawable')).json<TWithdrawableResponse>()).toEqual({
      currency: 'BTC',
      withdrawable: '0.01000000',
    });
    expect(await fundOf(profile, 'BTC')).toMatchObject({ totalMoney: '0.01000000', totalBonus: '0.00050000' });

    const warned = await withdraw(profile, { amount: '0.001', currency: 'BTC', address: BTC_ADDRESS });
    expect(warned.statusCode).toBe(409);
    const warning = 'Withdrawing now forfeits your active bonus of 0.00050000 BTC. Confirm to continue.';
    // The field that confirms it is named, for the client to ask the player.
    expect(warned.json()).toMatchObject({ message: warning, errors: [{ field: 'forfeitBonus', message: warning }] });
    const declined = await withdraw(profile, { amount: '0.001', currency: 'BTC', address: BTC_ADDRESS, forfeitBonus: false });
    expect(declined.statusCode).toBe(409);
    expect(await balances(user.id)).toEqual({ real: 1_000_000n, bonus: 50_000n, held: 0n });
    expect((await grantOf(ctx.t.database.db, grant.id)).status).toBe('active');
    expect((await profile.get('/profile/crypto/withdraw')).json<{ items: unknown[] }>().items).toEqual([]);

    const bad = await withdraw(profile, { amount: '0.001', currency: 'BTC', address: BTC_ADDRESS, forfeitBonus: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('forfeitBonus');

    const confirmed = await withdraw(profile, { amount: '0.001', currency: 'BTC', address: BTC_ADDRESS, forfeitBonus: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json<TWithdrawal>()).toMatchObject({ status: 'unconfirmed', amount: '0.00100000' });
    expect(await balances(user.id)).toEqual({ real: 900_000n, bonus: 0n, held: 100_000n });
    expect((await grantOf(ctx.t.database.db, grant.id)).status).toBe('forfeited');
    expect(await promotionTransfers(ctx.t.database.db, `bonus-forfeit:${grant.id}`)).toEqual([{ kind: 'bonus_forfeit', amount: 50_000n }]);
    expect(await fundOf(profile, 'BTC')).toMatchObject({ totalMoney: '0.00900000', totalBonus: '0.00000000' });
    // The mailed link (mail is a background task here) sends it on to the operator; the money stays as it was.
    await ctx.background.flush();
    expect(await openWithdrawalLinkOf(ctx.t.app, ctx.t.database.db, email)).toMatchObject({
      id: confirmed.json<TWithdrawal>().id,
      status: 'pending',
    });
    expect(await balances(user.id)).toEqual({ real: 900_000n, bonus: 0n, held: 100_000n });

    // No bonus any more: the next request needs no confirmation.
    const next = await withdraw(profile, { amount: '0.001', currency: 'BTC', address: BTC_ADDRESS });
    expect(next.statusCode, next.body).toBe(201);
  });

  it('keeps the bonus when the confirmed withdrawal itself is refused', async () => {
    const { user, profile, grant } = await btcPlayerWithBonus();
    const tooMuch = await withdraw(profile, { amount: '0.02', currency: 'BTC', address: BTC_ADDRESS, forfeitBonus: true });
    expect(tooMuch.statusCode).toBe(422);
    expect(await balances(user.id)).toEqual({ real: 1_000_000n, bonus: 50_000n, held: 0n });
    expect((await grantOf(ctx.t.database.db, grant.id)).status).toBe('active');
  });
});
