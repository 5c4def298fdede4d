import type { TStaffDeposits, TStaffWithdrawal, TStaffWithdrawalDecision, TStaffWithdrawals, TTransactionHistory } from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../test/http';
import { depositIdOf, fillPaymentDetails, postSandboxForm, usePaymentsApp } from '../../../test/payments';
import { fundPlayer } from '../../../test/play';
import { profileClientOf, signIn, signUpPlayer } from '../../../test/players';
import { auditRowsOf, buildStaffRoutesApp, testMember } from '../../../test/staff-routes';
import { openWithdrawalLinkOf } from '../../../test/withdrawals';
import { startSelfExclusion } from '../responsible-gaming';
import { getPlayerBalances } from '../wallet';
import { staffPaymentRoutes } from '.';

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', holder: 'Robin Example', action: 'pay' };

// The payments desk's routes over a real database: players withdraw through their own API, staff members decide
// through the staff routes (four eyes above STAFF_FOUR_EYES_WITHDRAWAL_EUR, 1000 by default), and every decision leaves
// its audit row. usePaymentsApp checks the ledger is sound after each test.
describe('staff payment routes', () => {
  const ctx = usePaymentsApp();
  let staff: Awaited<ReturnType<typeof buildStaffRoutesApp>>;
  const alice = testMember('payments');
  const bob = testMember('administrator');
  const db = () => ctx.t.database.db;

  beforeAll(async () => {
    staff = await buildStaffRoutesApp(ctx.t, staffPaymentRoutes, {});
  });

  const queue = async (status = 'pending') =>
    (await staff.as(alice).get(`/payments/withdrawals?status=${status}`)).json<TStaffWithdrawals>();
  const inQueue = async (id: string, status = 'pending') => (await queue(status)).items.find((w) => w.id === id);
  /**
   * The player (without a second factor) opens the link mailed with their request `id` (mail is a background task
   * here): until then it is not in the operator's queue.
   */
  async function confirmByLink(email: string, id: string) {
    expect(await inQueue(id)).toBeUndefined();
    await ctx.background.flush();
    expect(await openWithdrawalLinkOf(ctx.t.app, db(), email)).toMatchObject({ id, status: 'pending' });
  }

  /** A EUR player with €5,000.00 who asks to withdraw `amount` to Skrill through the player API and confirms it. */
  async function withdrawingPlayer(amount: string) {
    const player = await signUpPlayer(ctx.t.app);
    await fundPlayer(db(), player.user.id, 500_000n);
    const asked = await player.profile.post('/profile/skrill/withdraw', { amount, currency: 'EUR' });
    expect(asked.statusCode, asked.body).toBe(201);
    const withdrawalId = asked.json<{ id: string }>().id;
    await confirmByLink(player.email, withdrawalId);
    return { ...player, withdrawalId };
  }

  it('declares its permission on every route', () => {
    expect(Object.fromEntries(staff.permissions)).toEqual({
      'GET /staff-api/v1/payments/withdrawals': 'payments.read',
      'POST /staff-api/v1/payments/withdrawals/:id/approve': 'payments.decide',
      'POST /staff-api/v1/payments/withdrawals/:id/reject': 'payments.decide',
      'GET /staff-api/v1/payments/deposits': 'payments.read',
    });
  });

  it('pays a withdrawal under the four-eyes amount on one approval, and audits it', async () => {
    const { user, email, withdrawalId } = await withdrawingPlayer('100.00');
    const listed = await inQueue(withdrawalId);
    expect(listed).toMatchObject({
      playerId: user.id,
      playerEmail: email,
      amount: '100.00',
      currency: 'EUR',
      method: 'skrill',
      status: 'pending',
      needsSecondApproval: false,
      firstApproval: null,
      isPayoutOnly: false,
    });
    expect((await queue()).fourEyesEur).toBe('1000.00');

    const res = await staff.as(alice).post(`/payments/withdrawals/${withdrawalId}/approve`, { reference: 'SKR-123' });
    expect(res.statusCode, res.body).toBe(200);
    const decision = res.json<TStaffWithdrawalDecision>();
    expect(decision.outcome).toBe('paid');
    expect(decision.withdrawal).toMatchObject({
      status: 'completed',
      reference: 'SKR-123',
      decided: { by: { id: alice.id, email: alice.email } },
    });
    expect(await getPlayerBalances(db(), user.id, 'EUR')).toMatchObject({ real: 490_000n, held: 0n });
    expect(await inQueue(withdrawalId)).toBeUndefined();
    expect(await inQueue(withdrawalId, 'all')).toMatchObject({ status: 'completed' });

    const rows = await auditRowsOf(ctx.t, `withdrawal:${withdrawalId}`);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'withdrawal.approve',
        actor: alice.email,
        actorId: alice.id,
        before: expect.objectContaining({ status: 'pending', amount: '100.00', currency: 'EUR' }),
        after: expect.objectContaining({ status: 'completed', amount: '100.00', reference: 'SKR-123' }),
      }),
    ]);
    // Decided once: a second decision is a conflict and writes nothing.
    expect((await staff.as(bob).post(`/payments/withdrawals/${withdrawalId}/reject`, { reason: 'late' })).statusCode).toBe(409);
    expect(await auditRowsOf(ctx.t, `withdrawal:${withdrawalId}`)).toHaveLength(1);
  });

  it('needs a second member above the four-eyes amount: the first one again is a 409', async () => {
    const { user, withdrawalId } = await withdrawingPlayer('1500.00');
    expect(await inQueue(withdrawalId)).toMatchObject({ needsSecondApproval: true, firstApproval: null });

    const first = await staff.as(alice).post(`/payments/withdrawals/${withdrawalId}/approve`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<TStaffWithdrawalDecision>()).toMatchObject({
      outcome: 'awaiting-second-approval',
      withdrawal: { status: 'pending', firstApproval: { by: { id: alice.id, email: alice.email } }, decided: null },
    });
    // The money stays held while the second approval is awaited, and the queue says who gave the first.
    expect(await getPlayerBalances(db(), user.id, 'EUR')).toMatchObject({ real: 350_000n, held: 150_000n });
    expect((await inQueue(withdrawalId))?.firstApproval?.by.email).toBe(alice.email);

    const again = await staff.as(alice).post(`/payments/withdrawals/${withdrawalId}/approve`);
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'You gave the first approval: a second staff member must approve this withdrawal.',
    ]);

    const second = await staff.as(bob).post(`/payments/withdrawals/${withdrawalId}/approve`);
    expect(second.json<TStaffWithdrawalDecision>()).toMatchObject({
      outcome: 'paid',
      withdrawal: { status: 'completed', decided: { by: { id: bob.id } }, firstApproval: { by: { id: alice.id } } },
    });
    expect(await getPlayerBalances(db(), user.id, 'EUR')).toMatchObject({ real: 350_000n, held: 0n });
    const rows = await auditRowsOf(ctx.t, `withdrawal:${withdrawalId}`);
    expect(rows.map((r) => [r.action, r.actorId, (r.before as { status: string }).status, (r.after as { status: string }).status])).toEqual(
      [
        ['withdrawal.approve-first', alice.id, 'pending', 'pending'],
        ['withdrawal.approve', bob.id, 'pending', 'completed'],
      ],
    );
    expect(rows[0]!.after).toMatchObject({ firstApprovedBy: alice.email, amount: '1500.00' });
  });

  it('rejects with the reason the player then reads in their withdrawal history', async () => {
    const { user, profile, withdrawalId } = await withdrawingPlayer('250.00');
    const blank = await staff.as(alice).post(`/payments/withdrawals/${withdrawalId}/reject`, { reason: '   ' });
    expect([blank.statusCode, blank.json().errors[0].field]).toEqual([400, 'reason']);

    const res = await staff
      .as(alice)
      .post(`/payments/withdrawals/${withdrawalId}/reject`, { reason: ' Please verify your Skrill account first. ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TStaffWithdrawalDecision>()).toMatchObject({
      outcome: 'rejected',
      withdrawal: { status: 'rejected', reason: 'Please verify your Skrill account first.' },
    });
    expect(await getPlayerBalances(db(), user.id, 'EUR')).toMatchObject({ real: 500_000n, held: 0n });

    const history = (await profile.get('/profile/fiat/withdraw')).json<TTransactionHistory>();
    expect(history.items.find((i) => i.id === withdrawalId)).toMatchObject({
      status: 'rejected',
      amount: '250.00',
      note: 'Please verify your Skrill account first.',
    });
    const [row] = await auditRowsOf(ctx.t, `withdrawal:${withdrawalId}`);
    expect(row).toMatchObject({
      action: 'withdrawal.reject',
      actorId: alice.id,
      before: { status: 'pending' },
      after: { status: 'rejected', reason: 'Please verify your Skrill account first.' },
    });
  });

  it('refuses an unknown or malformed id, and a bad status filter', async () => {
    const unknown = await staff.as(alice).post('/payments/withdrawals/00000000-0000-4000-8000-000000000000/approve');
    expect(unknown.statusCode).toBe(404);
    const malformed = await staff.as(alice).post('/payments/withdrawals/nope/reject', { reason: 'x' });
    expect([malformed.statusCode, malformed.json().errors[0].field]).toEqual([400, 'id']);
    const filter = await staff.as(alice).get('/payments/withdrawals?status=done');
    expect([filter.statusCode, filter.json().errors[0].field]).toEqual([400, 'status']);
    expect((await staff.as(alice).get('/payments/deposits?status=paid')).statusCode).toBe(400);
  });

  it('marks the withdrawal of a self-excluded player as payout-only', async () => {
    const player = await signUpPlayer(ctx.t.app);
    await fundPlayer(db(), player.user.id, 10_000n);
    expect((await player.profile.put('/profile/self-exclude', { selfExcludePeriod: '6_MONTHS' })).statusCode).toBe(200);
    const browser = createClient(ctx.t.app);
    expect((await signIn(ctx.t.app, browser, player.email, player.password)).json().payoutOnly).toBeDefined();
    const asked = await profileClientOf(ctx.t.app, browser).post('/profile/skrill/withdraw', { amount: '40.00', currency: 'EUR' });
    expect(asked.statusCode, asked.body).toBe(201);
    await confirmByLink(player.email, asked.json().id);

    const listed = (await queue()).items.find((w) => w.id === asked.json().id) as TStaffWithdrawal;
    expect(listed).toMatchObject({ playerEmail: player.email, isPayoutOnly: true });
    // Paying it out is allowed: the money is the player's.
    const paid = await staff.as(bob).post(`/payments/withdrawals/${listed.id}/approve`);
    expect(paid.json<TStaffWithdrawalDecision>()).toMatchObject({ outcome: 'paid', withdrawal: { isPayoutOnly: true } });
  });

  it('lists pending deposits, and credited ones flagged for refund with the amount to pay back', async () => {
    const player = await signUpPlayer(ctx.t.app, { fullName: 'Card Excluded' });
    await fillPaymentDetails(player.profile);
    const pending = await player.profile.post('/profile/vegapay/deposit', { amount: '30.00', currency: 'EUR' });
    expect(pending.statusCode, pending.body).toBe(200);
    const pendingId = depositIdOf(pending.json().redirectUrl);
    const paid = await player.profile.post('/profile/vegapay/deposit', { amount: '50.00', currency: 'EUR' });
    const paidId = depositIdOf(paid.json().redirectUrl);

    const pendingList = (await staff.as(alice).get('/payments/deposits')).json<TStaffDeposits>();
    expect(
      pendingList.items
        .filter((d) => d.playerId === player.user.id)
        .map((d) => d.id)
        .sort(),
    ).toEqual([pendingId, paidId].sort());
    expect(pendingList.items.find((d) => d.id === pendingId)).toMatchObject({
      playerEmail: player.email,
      amount: '30.00',
      status: 'pending',
      gateway: 'vegapay',
      refundReason: null,
      refundAmount: null,
    });

    // Paid at the gateway after the player excluded themselves: credited, and flagged for the operator to pay back.
    await startSelfExclusion(db(), player.user.id, '6_MONTHS', ctx.t.clock.now());
    expect((await postSandboxForm(ctx.t.app, paid.json().redirectUrl, CARD)).statusCode).toBe(303);
    await ctx.background.flush();
    const flagged = (await staff.as(alice).get('/payments/deposits?status=refund')).json<TStaffDeposits>();
    expect(flagged.items.find((d) => d.id === paidId)).toMatchObject({
      status: 'completed',
      refundReason: 'self_exclusion',
      refundAmount: '50.00',
      playerEmail: player.email,
    });
    expect(flagged.items.some((d) => d.id === pendingId)).toBe(false);
    expect(
      (await staff.as(alice).get('/payments/deposits?status=held')).json<TStaffDeposits>().items.some((d) => d.playerId === player.user.id),
    ).toBe(false);
  });
});
