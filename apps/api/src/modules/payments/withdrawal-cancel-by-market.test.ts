import type { TMarketProfile, TTransactionHistory, TWithdrawal } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { setMarketProfile } from '../../../test/market-profiles';
import { usePaymentsApp } from '../../../test/payments';
import { fundPlayer } from '../../../test/play';
import { signUpPlayer } from '../../../test/players';
import { allowWithdrawalAddressesAndSignIn, openWithdrawalLinkOf } from '../../../test/withdrawals';
import { getPlayerBalances } from '../wallet';
import { decideWithdrawal } from './withdrawal-service';

// Whether a player may take back their own pending withdrawal depends on their market (market-profiles.ts): not in the
// UK (RTS 14B). The API refuses it and its history offers no cancelling; the ledger is checked after each test.

const BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

describe('cancelling a withdrawal by market profile', () => {
  const ctx = usePaymentsApp();
  const db = () => ctx.t.database.db;

  /** A request to an allow-listed address, confirmed by the link mailed with it (mail is a background task here). */
  async function pendingWithdrawal(market: TMarketProfile) {
    const player = await signUpPlayer(ctx.t.app, { currency: 'BTC' });
    await allowWithdrawalAddressesAndSignIn(ctx.t.app, ctx.t.clock, player, [{ currency: 'BTC', address: BTC_ADDRESS }]);
    await setMarketProfile(db(), player.user.id, market, ctx.t.clock.now());
    await fundPlayer(db(), player.user.id, 1_000_000n, 'BTC');
    const asked = await player.profile.post('/profile/crypto/withdraw', { amount: '0.001', currency: 'BTC', address: BTC_ADDRESS });
    expect(asked.statusCode, asked.body).toBe(201);
    await ctx.background.flush();
    const withdrawal = await openWithdrawalLinkOf(ctx.t.app, db(), player.email);
    expect(withdrawal).toMatchObject({ id: asked.json<TWithdrawal>().id, status: 'pending' });
    return { ...player, withdrawal };
  }
  const historyOf = async (profile: Awaited<ReturnType<typeof pendingWithdrawal>>['profile']) =>
    (await profile.get('/profile/crypto/withdraw')).json<TTransactionHistory>().items;

  it('refuses a UK player’s cancel with a 403 saying why, moving nothing, and offers no cancel in the history', async () => {
    const { user, profile, withdrawal } = await pendingWithdrawal('uk');
    expect(await historyOf(profile)).toEqual([expect.not.objectContaining({ canCancel: expect.anything() })]);
    const before = await getPlayerBalances(db(), user.id, 'BTC');
    const refused = await profile.delete(`/profile/withdrawal/${withdrawal.id}`);
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      'Under the rules of your market (Great Britain) a withdrawal you asked for cannot be cancelled: it is paid out once it is approved, or returned to your wallet if it is rejected.',
    ]);
    expect(await getPlayerBalances(db(), user.id, 'BTC')).toEqual(before);
    expect((await historyOf(profile)).map((i) => i.status)).toEqual(['pending']);
    // The operator still decides it: a rejection returns the money.
    await decideWithdrawal(db(), withdrawal.id, { kind: 'reject', reason: 'Address under review' }, ctx.t.clock.now());
    expect(await getPlayerBalances(db(), user.id, 'BTC')).toMatchObject({ real: 1_000_000n, held: 0n });
  });

  it('lets a default-profile player cancel, as the history offers', async () => {
    const { user, profile, withdrawal } = await pendingWithdrawal('default');
    expect(await historyOf(profile)).toEqual([expect.objectContaining({ id: withdrawal.id, status: 'pending', canCancel: true })]);
    const cancelled = await profile.delete(`/profile/withdrawal/${withdrawal.id}`);
    expect([cancelled.statusCode, cancelled.json().status]).toEqual([200, 'cancelled']);
    expect(await getPlayerBalances(db(), user.id, 'BTC')).toMatchObject({ real: 1_000_000n, held: 0n });
    // A decided one is offered no more.
    expect(await historyOf(profile)).toEqual([expect.not.objectContaining({ canCancel: expect.anything() })]);
  });
});
