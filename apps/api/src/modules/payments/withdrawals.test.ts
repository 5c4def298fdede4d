import type { TTransactionHistory, TWithdrawal } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { createClient, PROFILE_API } from '../../../test/http';
import { usePaymentsApp } from '../../../test/payments';
import { fundPlayer } from '../../../test/play';
import { signUpPlayer } from '../../../test/players';
import { allowWithdrawalAddressesAndSignIn, openWithdrawalLinkOf } from '../../../test/withdrawals';
import { checkLedger, getPlayerBalances } from '../wallet';
import { decideWithdrawal, listWithdrawalsForReview } from './withdrawal-service';

// BIP84's first receive address: a valid mainnet BTC address.
const BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const ETH_ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';

describe('withdrawals: held when asked, paid or released when decided', () => {
  const ctx = usePaymentsApp();

  /** A BTC player whose allow-list has let BTC_ADDRESS through (and `more`) since the wait after adding it. */
  async function btcPlayer(sats = 1_000_000n, more: { currency: string; address: string }[] = []) {
    const player = await signUpPlayer(ctx.t.app, { currency: 'BTC' });
    await allowWithdrawalAddressesAndSignIn(ctx.t.app, ctx.t.clock, player, [{ currency: 'BTC', address: BTC_ADDRESS }, ...more]);
    await fundPlayer(ctx.t.database.db, player.user.id, sats, 'BTC');
    return player;
  }
  const balances = (userId: string) => getPlayerBalances(ctx.t.database.db, userId, 'BTC');
  const withdraw = (profile: ReturnType<typeof createClient>, body: object) => profile.post('/profile/crypto/withdraw', body);
  /** The player opens the link mailed with their newest request (mail is a background task here): it goes on to the operator. */
  const openLink = async (email: string) => {
    await ctx.background.flush();
    return openWithdrawalLinkOf(ctx.t.app, ctx.t.database.db, email);
  };
  /** A request confirmed by its mailed link, as a player without a second factor sends it on: pending. */
  const withdrawConfirmed = async (player: { email: string; profile: ReturnType<typeof createClient> }, body: object) => {
    const asked = await withdraw(player.profile, body);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json<TWithdrawal>().status).toBe('unconfirmed');
    const confirmed = await openLink(player.email);
    expect(confirmed).toMatchObject({ id: asked.json<TWithdrawal>().id, status: 'pending' });
    return confirmed;
  };

  it('holds the amount at once, and a cancel, a rejection or a payout ends the hold exactly once', async () => {
    const player = await btcPlayer();
    const { user, email, profile } = player;
    const asked = await withdraw(profile, { amount: '0.001', currency: 'BTC', address: ` ${BTC_ADDRESS} ` });
    expect(asked.statusCode, asked.body).toBe(201);
    const first = asked.json<TWithdrawal>();
    expect(first).toMatchObject({ amount: '0.00100000', currency: 'BTC', status: 'unconfirmed', method: 'crypto', address: BTC_ADDRESS });
    // Held at once, before the player confirms it.
    expect(await balances(user.id)).toMatchObject({ real: 900_000n, held: 100_000n });
    expect(await openLink(email)).toMatchObject({ id: first.id, status: 'pending' });
    expect(await balances(user.id)).toMatchObject({ real: 900_000n, held: 100_000n });
    const pending = (await profile.get('/profile/crypto/withdraw')).json<TTransactionHistory>();
    expect(pending.items.map((i) => [i.id, i.status])).toEqual([[first.id, 'pending']]);

    // The player cancels: the money is back, and the request cannot be cancelled again.
    const cancelled = await profile.delete(`/profile/withdrawal/${first.id}`);
    expect([cancelled.statusCode, cancelled.json().status]).toEqual([200, 'cancelled']);
    expect((await profile.delete(`/profile/withdrawal/${first.id}`)).statusCode).toBe(409);
    expect(await balances(user.id)).toMatchObject({ real: 1_000_000n, held: 0n });

    // The operator rejects one, with the reason the player reads.
    const second = await withdrawConfirmed(player, { amount: '0.002', currency: 'BTC', address: BTC_ADDRESS });
    expect((await listWithdrawalsForReview(ctx.t.database.db)).map((w) => w.id)).toContain(second.id);
    const rejected = await decideWithdrawal(
      ctx.t.database.db,
      second.id,
      { kind: 'reject', reason: 'Address under review' },
      ctx.t.clock.now(),
    );
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Address under review' });
    expect(await balances(user.id)).toMatchObject({ real: 1_000_000n, held: 0n });

    // The operator approves one: paid out through the clearing account, once.
    const third = await withdrawConfirmed(player, { amount: '0.003', currency: 'BTC', address: BTC_ADDRESS });
    const paid = await decideWithdrawal(ctx.t.database.db, third.id, { kind: 'approve' }, ctx.t.clock.now());
    expect(paid.status).toBe('completed');
    expect(paid.reference).toMatch(/^[0-9a-f]{64}$/);
    await expect(decideWithdrawal(ctx.t.database.db, third.id, { kind: 'reject', reason: 'late' }, ctx.t.clock.now())).rejects.toThrow(
      'This withdrawal is already completed.',
    );
    expect(await balances(user.id)).toMatchObject({ real: 700_000n, held: 0n });

    const history = (await profile.get('/profile/crypto/withdraw')).json<TTransactionHistory>();
    expect(history.items.map((i) => [i.status, i.amount, i.note ?? i.reference])).toEqual([
      ['completed', '0.00300000', paid.reference],
      ['rejected', '0.00200000', 'Address under review'],
      ['cancelled', '0.00100000', undefined],
    ]);
    expect((await profile.get('/profile/withdrawable')).json()).toEqual({ currency: 'BTC', withdrawable: '0.00700000' });
  });

  it('needs a second staff member to approve above the four-eyes amount, and one below it', async () => {
    const player = await btcPlayer();
    const { user } = player;
    const db = ctx.t.database.db;
    const ask = (amount: string) => withdrawConfirmed(player, { amount, currency: 'BTC', address: BTC_ADDRESS });
    const approve = (id: string, by: string, secondAbove: bigint) =>
      decideWithdrawal(db, id, { kind: 'approve', by: { id: by, secondAbove } }, ctx.t.clock.now());
    const rowOf = async (id: string) => (await listWithdrawalsForReview(db, { isAll: true })).find((w) => w.id === id)!;

    // Under the amount (a million EUR): one approval pays.
    const small = await ask('0.002');
    expect(await approve(small.id, 'staff-a', 100_000_000n)).toMatchObject({ status: 'completed' });
    expect(await rowOf(small.id)).toMatchObject({ decidedBy: 'staff-a', firstApprovedBy: null });

    // Above it (zero): the first approval leaves it pending and the money held, the same person cannot give the second.
    const large = await ask('0.003');
    expect(await approve(large.id, 'staff-a', 0n)).toMatchObject({ status: 'pending' });
    expect(await rowOf(large.id)).toMatchObject({ firstApprovedBy: 'staff-a', decidedBy: null });
    expect(await balances(user.id)).toMatchObject({ real: 500_000n, held: 300_000n });
    await expect(approve(large.id, 'staff-a', 0n)).rejects.toThrow('a second staff member must approve this withdrawal');
    expect(await approve(large.id, 'staff-b', 0n)).toMatchObject({ status: 'completed' });
    expect(await rowOf(large.id)).toMatchObject({ firstApprovedBy: 'staff-a', decidedBy: 'staff-b' });
    expect(await balances(user.id)).toMatchObject({ real: 500_000n, held: 0n });
    expect(await checkLedger(db)).toMatchObject({ isSound: true });
  });

  it('refuses bad input with a 400 naming the field, more than the balance with a 422, and holds nothing', async () => {
    // Both addresses allow-listed: the checks below are the request's own, not the allow-list's.
    const { user, profile } = await btcPlayer(50_000n, [{ currency: 'ETH', address: ETH_ADDRESS }]);
    for (const [body, field, message] of [
      [
        { amount: '0.001', currency: 'BTC', address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyv' },
        'address',
        'This is not a valid BTC address',
      ],
      [{ amount: '0.001', currency: 'BTC', address: ETH_ADDRESS }, 'address', undefined],
      [{ amount: '0.001', currency: 'BTC' }, 'address', 'Address is required'],
      [{ amount: '0.000000001', currency: 'BTC', address: BTC_ADDRESS }, 'amount', 'BTC amounts have at most 8 decimal places'],
      [{ amount: '0.0001', currency: 'BTC', address: BTC_ADDRESS }, 'amount', 'The minimum withdrawal is 0.00020800 BTC.'],
      [{ amount: '1', currency: 'BTC', address: BTC_ADDRESS }, 'amount', 'The maximum withdrawal is 0.10400000 BTC per request.'],
      // Refused by the allow-list's check of the address, which comes first.
      [{ amount: '25', currency: 'EUR', address: BTC_ADDRESS }, 'currency', 'EUR is withdrawn through an e-wallet.'],
    ] as const) {
      const res = await withdraw(profile, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field, ...(message ? { message } : {}) }));
    }
    const tooMuch = await withdraw(profile, { amount: '0.001', currency: 'BTC', address: BTC_ADDRESS });
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([422, 'Insufficient funds']);
    const noWallet = await withdraw(profile, { amount: '0.01', currency: 'ETH', address: ETH_ADDRESS });
    expect([noWallet.statusCode, noWallet.json().message]).toEqual([422, 'You have no ETH wallet.']);
    expect(await balances(user.id)).toMatchObject({ real: 50_000n, held: 0n });
    expect((await profile.get('/profile/crypto/withdraw')).json()).toEqual({ items: [] });
  });

  it('withdraws fiat to the e-wallet, and lets nobody else cancel a request (404) or a stranger in (401)', async () => {
    const player = await signUpPlayer(ctx.t.app);
    await fundPlayer(ctx.t.database.db, player.user.id, 10_000n);
    const asked = await player.profile.post('/profile/skrill/withdraw', { amount: '25.00', currency: 'EUR' });
    expect([asked.statusCode, asked.json().method, asked.json().status]).toEqual([201, 'skrill', 'unconfirmed']);
    expect(await openLink(player.email)).toMatchObject({ id: asked.json().id, status: 'pending' });
    const other = await signUpPlayer(ctx.t.app);
    expect((await other.profile.delete(`/profile/withdrawal/${asked.json().id}`)).statusCode).toBe(404);
    const crypto = await player.profile.post('/profile/skrill/withdraw', { amount: '0.01', currency: 'BTC' });
    expect(crypto.json().errors).toContainEqual(
      expect.objectContaining({ field: 'currency', message: 'BTC is withdrawn to a crypto address.' }),
    );
    const stranger = createClient(ctx.t.app, { base: PROFILE_API });
    expect((await stranger.post('/profile/crypto/withdraw', { amount: '1', currency: 'BTC', address: BTC_ADDRESS })).statusCode).toBe(401);
    expect((await player.profile.get('/profile/fiat/withdraw')).json().items).toEqual([
      expect.objectContaining({ status: 'pending', amount: '25.00', method: 'skrill' }),
    ]);
  });

  it('pays fiat to the Skrill account the player names, and refuses an e-mail that is not one', async () => {
    const player = await signUpPlayer(ctx.t.app);
    await fundPlayer(ctx.t.database.db, player.user.id, 10_000n);
    for (const email of ['not-an-email', '', 'a@b']) {
      const bad = await player.profile.post('/profile/skrill/withdraw', { amount: '25.00', currency: 'EUR', email });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toContainEqual(
        expect.objectContaining({ field: 'email', message: 'Enter the e-mail address of your Skrill account' }),
      );
    }
    expect(await getPlayerBalances(ctx.t.database.db, player.user.id, 'EUR')).toMatchObject({ real: 10_000n, held: 0n });
    const asked = await player.profile.post('/profile/skrill/withdraw', { amount: '25.00', currency: 'EUR', email: 'Payouts@Example.com' });
    expect([asked.statusCode, asked.json().address, asked.json().status]).toEqual([201, 'payouts@example.com', 'unconfirmed']);
    expect(await openLink(player.email)).toMatchObject({ id: asked.json().id, status: 'pending', address: 'payouts@example.com' });
    expect((await player.profile.get('/profile/fiat/withdraw')).json().items).toEqual([
      expect.objectContaining({ status: 'pending', amount: '25.00', method: 'skrill' }),
    ]);
    expect(await getPlayerBalances(ctx.t.database.db, player.user.id, 'EUR')).toMatchObject({ real: 7_500n, held: 2_500n });
    expect(await checkLedger(ctx.t.database.db)).toMatchObject({ isSound: true });
  });
});
