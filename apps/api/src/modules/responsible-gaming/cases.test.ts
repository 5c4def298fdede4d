import { randomUUID } from 'node:crypto';
import type { TSaferGamblingCase, TSaferGamblingResponse } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { depositThrough, saferGamblingPage } from '../../../test/harm';
import { createClient } from '../../../test/http';
import { fillPaymentDetails, usePaymentsApp } from '../../../test/payments';
import { gameClientOf, launchBody } from '../../../test/play';
import { profileClientOf, signIn, signUpPlayer } from '../../../test/players';
import { betOnce, caseOf, gameSessionOf, newStaff, queueOf, startCaseRoutes, type CaseRoutes } from '../../../test/safer-gambling-cases';
import { listAuditEntries } from '../audit';
import { REVIEW_LIMITS_MESSAGE } from './harm-markers';

// Safer-gambling cases: a marker raised through the player's own paths opens a case, a second one joins it, and each
// staff action shows in the case's history, in the audit trail and in what the player sees.

const DAY_MS = 24 * 3_600_000;

describe('safer-gambling cases', () => {
  const ctx = usePaymentsApp({ SESSION_IDLE_MINUTES: '100000', SESSION_ABSOLUTE_HOURS: '2000' });
  const db = () => ctx.t.database.db;
  let routes: CaseRoutes;
  beforeAll(async () => {
    routes = await startCaseRoutes(ctx.t);
  });

  /** A player whose third deposit (100.00 EUR, two days after 10.00 and 20.00) is a deposit surge: a strong marker. */
  async function surgingPlayer(fullName = `Robin ${randomUUID().slice(0, 8)}`) {
    const player = await signUpPlayer(ctx.t.app, { fullName });
    await fillPaymentDetails(player.profile);
    await depositThrough(ctx.t.app, player.profile, '10.00', 'vegapay');
    await depositThrough(ctx.t.app, player.profile, '20.00', 'orionpay');
    ctx.t.clock.advance(2 * DAY_MS);
    await depositThrough(ctx.t.app, player.profile, '100.00', 'lyrapay');
    return player;
  }
  const caseIdOf = async (playerId: string) => (await queueOf(routes)).cases.find((c) => c.playerId === playerId)?.id;
  const act = async (id: string, action: string, body?: unknown) => {
    const res = await routes.post(`/cases/${id}/${action}`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TSaferGamblingCase>();
  };
  const auditOf = async (id: string) =>
    (await listAuditEntries(db(), { limit: 200 })).items.filter((r) => r.target === `safer-gambling-case:${id}`).reverse();

  it('declares safer-gambling.cases on every route and refuses an action without a member', async () => {
    expect(new Set(routes.permissions.values())).toEqual(new Set(['safer-gambling.cases']));
    expect([...routes.permissions.keys()]).toHaveLength(8);
    // The staff app refuses such a request before any route; an action still finds no member to record.
    routes.as(null);
    expect((await routes.post(`/cases/${randomUUID()}/assign`)).statusCode).toBe(401);
  });

  it('opens a case for a marker and adds the next marker to it; every action is in the history, the trail and the player’s view', async () => {
    const staff = newStaff();
    const other = newStaff();
    routes.as(staff);
    const fullName = `Robin ${randomUUID().slice(0, 8)}`;
    const { user, profile, email, password } = await surgingPlayer(fullName);

    const id = (await caseIdOf(user.id))!;
    expect(id).toBeDefined();
    const opened = await caseOf(routes, id);
    expect(opened.case).toMatchObject({
      email,
      status: 'open',
      markers: 1,
      assignee: null,
      latestMarker: { kind: 'deposit_surge', strength: 'strong' },
    });
    expect(opened.markers[0]!.details).toMatchObject({ last24hEurCents: '10000' });
    expect(opened.interactions).toEqual([expect.objectContaining({ kind: 'review_limits', acknowledgedAt: null })]);

    // A fourth payment method in 30 days: a weak marker, in the same case.
    await depositThrough(ctx.t.app, profile, '10.00', 'siriuspay');
    const joined = await caseOf(routes, id);
    expect(joined.case.markers).toBe(2);
    expect(joined.markers.map((m) => m.kind)).toEqual(['many_payment_methods', 'deposit_surge']);
    expect((await queueOf(routes, 'open')).cases.filter((c) => c.playerId === user.id)).toHaveLength(1);

    // Assign, note, message.
    expect((await act(id, 'assign')).case).toMatchObject({ status: 'in_progress', assignee: staff });
    expect((await routes.post(`/cases/${id}/assign`)).statusCode).toBe(409);
    routes.as(other);
    expect((await act(id, 'assign')).case.assignee).toEqual(other);
    routes.as(staff);
    await act(id, 'notes', { note: 'Called the player; no answer.' });
    const message = 'We would like to talk with you about your recent deposits. Please contact our support team.';
    const sent = await act(id, 'interactions', { message });
    const operatorMessage = sent.interactions.find((i) => i.kind === 'operator_message')!;
    expect(operatorMessage).toMatchObject({ message, acknowledgedAt: null });

    // The player reads the oldest message first (the request to review limits), then ours.
    const ack = (interactionId: string) => profile.post(`/profile/safer-gambling/interactions/${interactionId}/acknowledge`);
    const first = (await saferGamblingPage(profile)).interaction!;
    expect(first).toMatchObject({ kind: 'review_limits', message: REVIEW_LIMITS_MESSAGE });
    const next = (await ack(first.id)).json<TSaferGamblingResponse>().interaction;
    expect(next).toEqual({ id: operatorMessage.id, kind: 'operator_message', message, openedAt: operatorMessage.openedAt });
    expect((await ack(next!.id)).json<TSaferGamblingResponse>().interaction).toBeNull();
    expect((await caseOf(routes, id)).interactions.every((i) => i.acknowledgedAt !== null)).toBe(true);
    // The player's record names what each acknowledgement was of.
    const summaries = (await saferGamblingPage(profile)).history.map((h) => h.summary);
    expect(summaries.filter((text) => text.startsWith('You acknowledged'))).toEqual([
      'You acknowledged the message from our safer gambling team.',
      'You acknowledged the request to review your limits.',
    ]);

    // A limit: in force at once; the player may lower it, not raise it, while the case is open.
    const limited = await act(id, 'limits', { limit: 'deposit_24h', value: '50' });
    expect(limited.limits).toEqual([{ limit: 'deposit_24h', value: '50.00', pending: null, heldByCase: true }]);
    const page = await saferGamblingPage(profile);
    expect(page.limits.find((l) => l.limit === 'deposit_24h')).toMatchObject({ value: '50.00', pending: null });
    expect(page.history[0]!.summary).toBe(
      'We set your 24-hour deposit limit to 50.00 EUR while we review your account: you can lower it, not raise it, until the review ends.',
    );
    const raise = await profile.put('/profile/safer-gambling/limits', { limit: 'deposit_24h', value: '500' });
    expect([raise.statusCode, raise.json().message]).toEqual([
      422,
      'We set your 24-hour deposit limit while we review your account with you: you can lower it, but not raise or remove it until the review ends.',
    ]);
    expect((await profile.put('/profile/safer-gambling/limits', { limit: 'deposit_24h', value: null })).statusCode).toBe(422);
    expect((await profile.put('/profile/safer-gambling/limits', { limit: 'deposit_24h', value: '40' })).statusCode).toBe(200);
    // Asking for more than the player's own lower limit keeps theirs.
    const kept = await act(id, 'limits', { limit: 'deposit_24h', value: '45' });
    expect(kept.limits).toEqual([{ limit: 'deposit_24h', value: '40.00', pending: null, heldByCase: true }]);

    // Closing the account: the session in play ends; sign-in opens payout-only access; deposits and bets are refused,
    // a withdrawal still goes through.
    const token = await gameSessionOf(db(), ctx.t.clock, user.id);
    expect(await betOnce(ctx.t.app, db(), ctx.t.clock, user.id, token)).toBe('OK');
    const closing = await act(id, 'close-account', { reason: 'Deposits beyond the player’s means; no answer to our messages.' });
    expect(closing.playClosed).toMatchObject({ kind: 'account_closed', reopensAt: null });
    expect(closing.exclusions).toEqual([expect.objectContaining({ kind: 'account_closure', endsAt: null, reopensAt: null })]);
    expect((await routes.post(`/cases/${id}/close-account`, { reason: 'again' })).statusCode).toBe(409);
    expect((await profile.get('/profile/safer-gambling')).statusCode).toBe(401);
    expect(await betOnce(ctx.t.app, db(), ctx.t.clock, user.id, token)).toBe('USER_DISABLED');

    const browser = createClient(ctx.t.app);
    const signedIn = await signIn(ctx.t.app, browser, email, password);
    expect(signedIn.json().payoutOnly.reason).toBe(
      'Your account is closed: you can no longer deposit or play, and you can still withdraw your balance. Please contact support if you need help.',
    );
    const payoutOnly = profileClientOf(ctx.t.app, browser);
    expect((await payoutOnly.post('/profile/vegapay/deposit', { amount: '20.00', currency: 'EUR', declineBonus: true })).statusCode).toBe(
      403,
    );
    expect((await gameClientOf(ctx.t.app, browser).post('/game', launchBody('lunarforge:LuckyLanterns', false))).statusCode).toBe(403);
    const withdrawal = await payoutOnly.post('/profile/skrill/withdraw', { amount: '25.00', currency: 'EUR' });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    // It binds the person, as an exclusion does: their other account (same name and date of birth) is closed too.
    const again = await signUpPlayer(ctx.t.app, { fullName });
    await expect(fillPaymentDetails(again.profile)).rejects.toThrow(/^profile details not saved: 403 .*Your account is closed/);
    // The player cannot end the closure as they could an indefinite self-exclusion.
    const lift = await payoutOnly.post('/profile/safer-gambling/self-exclusion/lift');
    expect([lift.statusCode, lift.json().message]).toEqual([409, signedIn.json().payoutOnly.reason]);

    // Closing the case: nothing more can be done on it, and the limit is the player's own again.
    const closed = await act(id, 'close', { outcome: 'Account closed; balance left to withdraw.' });
    expect(closed.case).toMatchObject({ status: 'closed', outcome: 'Account closed; balance left to withdraw.' });
    expect(closed.limits[0]!.heldByCase).toBe(false);
    for (const [action, body] of [
      ['assign', undefined],
      ['notes', { note: 'late' }],
      ['interactions', { message: 'late' }],
      ['limits', { limit: 'loss_24h', value: '10' }],
      ['close', { outcome: 'again' }],
    ] as const) {
      const res = await routes.post(`/cases/${id}/${action}`, body);
      expect([action, res.statusCode, res.json().message]).toEqual([action, 409, 'This case is closed: nothing more can be done on it.']);
    }
    expect((await queueOf(routes, 'closed')).cases.find((c) => c.id === id)).toMatchObject({ status: 'closed', markers: 2 });
    expect((await queueOf(routes)).cases.find((c) => c.id === id)).toBeUndefined();

    const history = (await caseOf(routes, id)).history;
    expect(history.map((s) => [s.action, s.actor, s.staff?.email ?? null])).toEqual([
      ['opened', 'system', null],
      ['marker', 'system', null],
      ['marker', 'system', null],
      ['assigned', 'staff', staff.email],
      ['assigned', 'staff', other.email],
      ['note', 'staff', staff.email],
      ['interaction_sent', 'staff', staff.email],
      ['interaction_acknowledged', 'player', null],
      ['interaction_acknowledged', 'player', null],
      ['limit_imposed', 'staff', staff.email],
      ['limit_imposed', 'staff', staff.email],
      ['account_closed', 'staff', staff.email],
      ['closed', 'staff', staff.email],
    ]);
    expect(history[4]!.summary).toBe(`Assigned to ${other.email} (was ${staff.email}).`);
    expect(history[10]!.summary).toBe(
      "24-hour deposit limit held at the player's own 40.00 EUR (lower than the 45 EUR asked); the player cannot raise it until the case is closed.",
    );

    const audit = await auditOf(id);
    expect(audit.map((r) => [r.action, r.actor, r.actorId])).toEqual([
      ['safer-gambling.case.assign', staff.email, staff.id],
      ['safer-gambling.case.assign', other.email, other.id],
      ['safer-gambling.case.note', staff.email, staff.id],
      ['safer-gambling.case.interaction', staff.email, staff.id],
      ['safer-gambling.case.limit', staff.email, staff.id],
      ['safer-gambling.case.limit', staff.email, staff.id],
      ['safer-gambling.case.close-account', staff.email, staff.id],
      ['safer-gambling.case.close', staff.email, staff.id],
    ]);
    expect(audit[0]).toMatchObject({ before: { status: 'open', assignee: null }, after: { status: 'in_progress', playerId: user.id } });
    expect(audit[7]).toMatchObject({ after: { status: 'closed', outcome: 'Account closed; balance left to withdraw.' } });
  });

  it('opens a new case for a marker after the last one closed; the history cannot be changed', async () => {
    routes.as(newStaff());
    const { user, profile } = await surgingPlayer();
    const first = (await caseIdOf(user.id))!;
    await act(first, 'close', { outcome: 'Spoke with the player: a one-off purchase.' });
    await depositThrough(ctx.t.app, profile, '10.00', 'siriuspay');
    const second = (await caseIdOf(user.id))!;
    expect(second).not.toBe(first);
    expect((await caseOf(routes, second)).markers.map((m) => m.kind)).toEqual(['many_payment_methods']);

    await db().execute(sql`UPDATE safer_gambling_case_events SET action = 'note' WHERE case_id = ${first}::uuid`);
    await db().execute(sql`DELETE FROM safer_gambling_case_events WHERE case_id = ${first}::uuid`);
    expect((await caseOf(routes, first)).history.map((s) => s.action)).toEqual(['opened', 'marker', 'closed']);
  });

  it('answers a clear 4xx for bad input and an unknown case', async () => {
    routes.as(newStaff());
    const { user } = await surgingPlayer();
    const id = (await caseIdOf(user.id))!;
    const field = async (path: string, body: unknown) => {
      const res = await routes.post(path, body);
      return [res.statusCode, res.json().errors?.[0]?.field, res.json().message];
    };
    expect(await field(`/cases/${id}/limits`, { limit: 'deposit_24h', value: 'lots' })).toEqual([
      400,
      'value',
      expect.stringContaining('The 24-hour deposit limit must be an amount in EUR'),
    ]);
    expect(await field(`/cases/${id}/limits`, { limit: 'deposit_24h', value: '0' })).toEqual([400, 'value', expect.any(String)]);
    expect(await field(`/cases/${id}/limits`, { limit: 'session_time', value: '99999' })).toEqual([400, 'value', expect.any(String)]);
    expect((await field(`/cases/${id}/limits`, { limit: 'bets', value: '5' })).slice(0, 2)).toEqual([400, 'limit']);
    expect((await field(`/cases/${id}/interactions`, { message: '   ' })).slice(0, 2)).toEqual([400, 'message']);
    expect((await field(`/cases/${id}/interactions`, { message: 'x'.repeat(2001) })).slice(0, 2)).toEqual([400, 'message']);
    expect((await field(`/cases/${id}/close-account`, {})).slice(0, 2)).toEqual([400, 'reason']);
    expect((await field(`/cases/${id}/close`, { outcome: 'a\u0000b' })).slice(0, 2)).toEqual([400, 'outcome']);
    expect((await field('/cases/not-an-id/assign', undefined)).slice(0, 2)).toEqual([400, 'id']);
    expect((await routes.get('/cases?status=waiting')).statusCode).toBe(400);
    const unknown = await routes.post(`/cases/${randomUUID()}/assign`);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'There is no such case.']);
    expect((await routes.get(`/cases/${randomUUID()}`)).statusCode).toBe(404);
    // Nothing above changed the case.
    expect((await caseOf(routes, id)).history.map((s) => s.action)).toEqual(['opened', 'marker']);
  });
});
