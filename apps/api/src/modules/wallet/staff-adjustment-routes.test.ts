import type { TStaffAdjustment, TStaffAdjustments, TTransactionHistory } from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { usePaymentsApp } from '../../../test/payments';
import { fundPlayer } from '../../../test/play';
import { signUpPlayer } from '../../../test/players';
import { auditRowsOf, buildStaffRoutesApp, testMember } from '../../../test/staff-routes';
import { findEmails } from '../auth';
import { getPlayerBalances, staffAdjustmentRoutes } from '.';

// Manual adjustments through the staff routes on a real database: applied at once up to the four-eyes amount
// (STAFF_FOUR_EYES_ADJUSTMENT_EUR, 500 by default), above it only on a second member's approval, each step audited.
// usePaymentsApp checks the ledger is sound after each test.
describe('staff adjustment routes', () => {
  const ctx = usePaymentsApp();
  let staff: Awaited<ReturnType<typeof buildStaffRoutesApp>>;
  const alice = testMember('payments');
  const bob = testMember('payments');
  const balanceOf = async (userId: string) => (await getPlayerBalances(ctx.t.database.db, userId, 'EUR')).real;

  beforeAll(async () => {
    staff = await buildStaffRoutesApp(ctx.t, staffAdjustmentRoutes, { playerEmails: findEmails });
  });

  async function player(cents = 10_000n) {
    const signedUp = await signUpPlayer(ctx.t.app);
    await fundPlayer(ctx.t.database.db, signedUp.user.id, cents);
    return signedUp;
  }
  const ask = (body: object) => staff.as(alice).post('/adjustments', body);

  it('declares adjustments.create on every route', () => {
    expect(Object.fromEntries(staff.permissions)).toEqual({
      'GET /staff-api/v1/adjustments': 'adjustments.create',
      'POST /staff-api/v1/adjustments': 'adjustments.create',
      'POST /staff-api/v1/adjustments/:id/approve': 'adjustments.create',
      'POST /staff-api/v1/adjustments/:id/reject': 'adjustments.create',
    });
  });

  it('applies an adjustment at or under the amount at once, with the reason the player reads', async () => {
    const { user, email, profile } = await player();
    const res = await ask({
      playerId: user.id,
      currency: 'EUR',
      amount: '500.00',
      reason: 'Goodwill for the outage',
      idempotencyKey: 'k-1',
    });
    expect(res.statusCode, res.body).toBe(201);
    const applied = res.json<TStaffAdjustment>();
    expect(applied).toMatchObject({
      playerEmail: email,
      amount: '500.00',
      status: 'applied',
      needsSecondApproval: false,
      requestedBy: { id: alice.id, email: alice.email },
      decided: { by: { id: alice.id } },
    });
    expect(await balanceOf(user.id)).toBe(60_000n);
    // The form sent twice: the same request answers, nothing moves again.
    const again = await ask({
      playerId: user.id,
      currency: 'EUR',
      amount: '500.00',
      reason: 'Goodwill for the outage',
      idempotencyKey: 'k-1',
    });
    expect([again.statusCode, again.json().id]).toEqual([201, applied.id]);
    expect(await balanceOf(user.id)).toBe(60_000n);
    const reused = await ask({ playerId: user.id, currency: 'EUR', amount: '5.00', reason: 'Other', idempotencyKey: 'k-1' });
    expect(reused.statusCode).toBe(409);

    // A debit under the amount, and one that would take the balance below zero (refused, nothing recorded).
    expect((await ask({ playerId: user.id, currency: 'EUR', amount: '-100.00', reason: 'Duplicate credit' })).json()).toMatchObject({
      amount: '-100.00',
      status: 'applied',
    });
    const poorer = await player(10_000n);
    const overdraft = await ask({ playerId: poorer.user.id, currency: 'EUR', amount: '-100.01', reason: 'Too much' });
    expect([overdraft.statusCode, overdraft.json().message]).toEqual([422, 'Insufficient funds']);
    expect(await balanceOf(poorer.user.id)).toBe(10_000n);
    expect(
      (await staff.as(bob).get('/adjustments?status=all')).json<TStaffAdjustments>().items.some((a) => a.playerId === poorer.user.id),
    ).toBe(false);
    expect(await balanceOf(user.id)).toBe(50_000n);
    const listed = (await staff.as(bob).get('/adjustments?status=all')).json<TStaffAdjustments>();
    expect(listed.items.filter((a) => a.playerId === user.id).map((a) => [a.amount, a.status])).toEqual([
      ['-100.00', 'applied'],
      ['500.00', 'applied'],
    ]);

    // The player sees the credit with their deposits and the debit with their withdrawals, each with its reason.
    const credits = (await profile.get('/profile/fiat/deposit')).json<TTransactionHistory>();
    expect(credits.items.find((i) => i.method === 'adjustment')).toMatchObject({ amount: '500.00', note: 'Goodwill for the outage' });
    const debits = (await profile.get('/profile/fiat/withdraw')).json<TTransactionHistory>();
    expect(debits.items.find((i) => i.method === 'adjustment')).toMatchObject({ amount: '100.00', note: 'Duplicate credit' });
    const [row] = await auditRowsOf(ctx.t, `adjustment:${applied.id}`);
    expect(row).toMatchObject({
      action: 'adjustment.apply',
      actorId: alice.id,
      before: { status: 'pending', amount: '500.00', realBalance: '100.00' },
      after: { status: 'applied', amount: '500.00', realBalance: '600.00' },
    });
  });

  it('waits above the amount for someone else: the requester approving is a 409', async () => {
    const { user } = await player();
    const res = await ask({ playerId: user.id, currency: 'EUR', amount: '500.01', reason: 'Lost jackpot payout' });
    const pending = res.json<TStaffAdjustment>();
    expect(pending).toMatchObject({ status: 'pending', needsSecondApproval: true, decided: null });
    expect(await balanceOf(user.id)).toBe(10_000n);
    const queue = (await staff.as(bob).get('/adjustments')).json<TStaffAdjustments>();
    expect([queue.fourEyesEur, queue.items.some((a) => a.id === pending.id)]).toEqual(['500.00', true]);

    const own = await staff.as(alice).post(`/adjustments/${pending.id}/approve`);
    expect([own.statusCode, own.json().message]).toEqual([409, 'You asked for this adjustment: a second staff member must approve it.']);
    const approved = await staff.as(bob).post(`/adjustments/${pending.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'applied', decided: { by: { id: bob.id, email: bob.email } } });
    expect(await balanceOf(user.id)).toBe(60_001n);
    expect((await staff.as(bob).post(`/adjustments/${pending.id}/approve`)).statusCode).toBe(409);

    expect((await auditRowsOf(ctx.t, `adjustment:${pending.id}`)).map((r) => [r.action, r.actorId])).toEqual([
      ['adjustment.request', alice.id],
      ['adjustment.approve', bob.id],
    ]);
  });

  it('rejects a waiting adjustment with a reason, moving nothing', async () => {
    const { user } = await player();
    const pending = (await ask({ playerId: user.id, currency: 'EUR', amount: '-750.00', reason: 'Chargeback' })).json<TStaffAdjustment>();
    expect(pending).toMatchObject({ status: 'pending', amount: '-750.00' });
    // Approved now, the debit would take the balance below zero: refused, and it stays pending.
    const short = await staff.as(bob).post(`/adjustments/${pending.id}/approve`);
    expect([short.statusCode, short.json().message]).toEqual([422, 'Insufficient funds']);
    const blank = await staff.as(bob).post(`/adjustments/${pending.id}/reject`, { reason: '' });
    expect([blank.statusCode, blank.json().errors[0].field]).toEqual([400, 'reason']);
    const rejected = await staff.as(bob).post(`/adjustments/${pending.id}/reject`, { reason: 'Chargeback was reversed' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectReason: 'Chargeback was reversed', decided: { by: { id: bob.id } } });
    expect(await balanceOf(user.id)).toBe(10_000n);
    expect((await staff.as(alice).post(`/adjustments/${pending.id}/approve`)).statusCode).toBe(409);
    expect((await auditRowsOf(ctx.t, `adjustment:${pending.id}`)).map((r) => r.action)).toEqual([
      'adjustment.request',
      'adjustment.reject',
    ]);
  });

  it('answers a 400 naming the field for bad input, and a 422 for a wallet the player does not have', async () => {
    const { user } = await player();
    const cases: [object, string][] = [
      [{ playerId: 'x', currency: 'EUR', amount: '1.00', reason: 'r' }, 'playerId'],
      [{ playerId: user.id, currency: 'EUR', amount: '0.00', reason: 'r' }, 'amount'],
      [{ playerId: user.id, currency: 'EUR', amount: '1.001', reason: 'r' }, 'amount'],
      [{ playerId: user.id, currency: 'EUR', amount: '--1', reason: 'r' }, 'amount'],
      [{ playerId: user.id, currency: 'EUR', amount: 5, reason: 'r' }, 'amount'],
      [{ playerId: user.id, currency: 'EUR', amount: '1.00', reason: ' ' }, 'reason'],
      [{ playerId: user.id, currency: 'EUR', amount: '1.00', reason: 'x'.repeat(501) }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const res = await ask(body);
      expect([res.statusCode, res.json().errors?.[0]?.field], JSON.stringify(body)).toEqual([400, field]);
    }
    const noWallet = await ask({ playerId: user.id, currency: 'BTC', amount: '0.001', reason: 'r' });
    expect([noWallet.statusCode, noWallet.json().message]).toEqual([422, 'This player has no BTC wallet.']);
    expect((await staff.as(bob).post('/adjustments/00000000-0000-4000-8000-000000000000/approve')).statusCode).toBe(404);
    expect((await staff.as(bob).get('/adjustments?status=done')).statusCode).toBe(400);
  });
});
