import type { TCurrencyCode, TPlayerLimit } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { recordStaffAction } from '../audit';
import { imposeCaseLimit } from './case-limits';
import { recordCaseStep, type CaseAction, type CaseStaff } from './cases';
import { findCase, lockCase, updateCase, type CaseRow } from './cases-repo';
import { ACCOUNT_CLOSURE, snapshotOf } from './exclusion-state';
import { findStops, insertInteraction, recordStops } from './harm-repo';
import { parseLimitValue } from './limit-values';
import { insertSaferGamblingEvent, lockPlayerLimits } from './limits-repo';
import { insertSelfExclusion, listPersonAccounts } from './repo';
import { closePlayNow, findClosedPlay, lockPerson, type SelfExclusionStep } from './service';

// What staff do on a safer-gambling case (docs/decisions/029, "Safer-gambling cases"). Each action runs in one
// transaction that changes what it changes, appends the case's history step and the audit trail's row, so the three
// commit together or not at all. Locks are taken in the order the player's own paths take them (the person's, then
// the player's limits, then the case row), so an action never waits on a marker that waits on it. A closed case is a 409.

/** What every action needs: the member, the clock, the log (the audit trail's head goes there). */
export type CaseActionContext = { db: Db; clock: Clock; staff: CaseStaff; log?: Pick<FastifyBaseLogger, 'info'> };

type Step = { action: CaseAction; details: Record<string, unknown> };
type Audit = { before: unknown; after: unknown };

async function actOnCase(
  ctx: CaseActionContext,
  caseId: string,
  auditAction: string,
  act: (tx: Db, row: CaseRow, now: Date) => Promise<{ step: Step; audit: Audit; set?: Partial<CaseRow> }>,
  { lockThePerson = false } = {},
): Promise<void> {
  const found = await findCase(ctx.db, caseId);
  if (!found) throw notFound('There is no such case.');
  await ctx.db.transaction(async (tx) => {
    if (lockThePerson) await lockPerson(tx, found.userId);
    await lockPlayerLimits(tx, found.userId);
    const row = await lockCase(tx, caseId);
    if (row.status === 'closed') throw conflict('This case is closed: nothing more can be done on it.');
    const now = ctx.clock.now();
    const { step, audit, set } = await act(tx, row, now);
    // The first staff action takes the case out of the queue's "open" column.
    const status = set?.status ?? (row.status === 'open' ? 'in_progress' : row.status);
    await updateCase(tx, caseId, { ...set, status });
    const { staff } = ctx;
    await recordCaseStep(tx, { caseId, at: now, actor: { kind: 'staff', ...staff }, ...step });
    await recordStaffAction(
      tx,
      ctx.clock,
      {
        actor: staff.email,
        actorId: staff.id,
        ip: staff.ip ?? null,
        action: auditAction,
        target: `safer-gambling-case:${caseId}`,
        before: { status: row.status, ...(audit.before as object) },
        after: { status, playerId: row.userId, ...(audit.after as object) },
      },
      ctx.log,
    );
  });
}

const assigneeOf = (row: CaseRow) => (row.assigneeId ? { id: row.assigneeId, email: row.assigneeEmail } : null);

/** POST …/cases/{id}/assign: the member takes the case (from whoever had it); 409 when it is theirs already. */
export const assignCase = (ctx: CaseActionContext, caseId: string) =>
  actOnCase(ctx, caseId, 'safer-gambling.case.assign', async (_tx, row) => {
    if (row.assigneeId === ctx.staff.id) throw conflict('This case is already assigned to you.');
    const to = { id: ctx.staff.id, email: ctx.staff.email };
    return {
      set: { assigneeId: to.id, assigneeEmail: to.email, status: 'in_progress' },
      step: { action: 'assigned', details: { from: assigneeOf(row), to } },
      audit: { before: { assignee: assigneeOf(row) }, after: { assignee: to } },
    };
  });

/** POST …/cases/{id}/notes: a note for the record; the player sees nothing. */
export const addCaseNote = (ctx: CaseActionContext, caseId: string, note: string) =>
  actOnCase(ctx, caseId, 'safer-gambling.case.note', async () => ({
    step: { action: 'note', details: { note } },
    audit: { before: {}, after: { note } },
  }));

/**
 * POST …/cases/{id}/interactions: a message the player is shown on their safer-gambling page and as a notice on every
 * page until they acknowledge it (the interactions of decision 028; the oldest waiting first). Their acknowledgement is
 * a step of this case.
 */
export const sendCaseMessage = (ctx: CaseActionContext, caseId: string, message: string) =>
  actOnCase(ctx, caseId, 'safer-gambling.case.interaction', async (tx, row, now) => {
    const interaction = await insertInteraction(tx, { userId: row.userId, kind: 'operator_message', message, caseId, openedAt: now });
    await insertSaferGamblingEvent(tx, {
      userId: row.userId,
      at: now,
      actor: 'operator',
      action: 'operator_message',
      before: null,
      after: { interactionId: interaction.id, caseId },
    });
    return {
      step: { action: 'interaction_sent', details: { interactionId: interaction.id, message } },
      audit: { before: {}, after: { interactionId: interaction.id, message } },
    };
  });

/**
 * POST …/cases/{id}/limits: imposes a limit, read as the player's own value is (400 for a bad one), in force at once;
 * the player may lower it, not raise or remove it, until the case is closed (case-limits.ts).
 */
export async function imposeLimitFromCase(
  ctx: CaseActionContext,
  caseId: string,
  request: { limit: TPlayerLimit; value: string },
  currency: TCurrencyCode,
): Promise<void> {
  const asked = parseLimitValue(request.limit, request.value, currency);
  await actOnCase(ctx, caseId, 'safer-gambling.case.limit', async (tx, row, now) => {
    const change = { playerId: row.userId, caseId, limit: request.limit, value: asked, currency, now };
    const { before, after, keptPlayersOwn } = await imposeCaseLimit(tx, change);
    const details = { limit: request.limit, currency, asked: request.value, before: before.value, value: after.value, keptPlayersOwn };
    return {
      step: { action: 'limit_imposed', details },
      audit: { before: { limit: before }, after: { limit: after, asked: request.value } },
    };
  });
}

/**
 * POST …/cases/{id}/close-account: closes the player's account as an indefinite exclusion that only the operator ends
 * (a `self_exclusions` row of kind account_closure): every guard that refuses an excluded person refuses it, for every
 * account of the person (decision 006); sign-in opens payout-only access, so the balance stays withdrawable. Open rounds
 * and playing sessions end now, bonuses and marketing stop. 409 when it is closed already.
 */
export const closeAccountFromCase = (ctx: CaseActionContext, caseId: string, reason: string, steps: readonly SelfExclusionStep[]) =>
  actOnCase(
    ctx,
    caseId,
    'safer-gambling.case.close-account',
    async (tx, row, now) => {
      const current = await findClosedPlay(tx, row.userId, now);
      if (current?.kind === 'self_exclusion' && current.closedByOperator) throw conflict("The player's account is closed already.");
      await closePlayNow(tx, await listPersonAccounts(tx, row.userId), now, steps);
      await insertSelfExclusion(tx, {
        userId: row.userId,
        kind: ACCOUNT_CLOSURE,
        period: 'closed',
        startsAt: now,
        endsAt: null,
        reopensAt: null,
      });
      const stops = await findStops(tx, row.userId);
      await recordStops(tx, row.userId, now);
      const after = await findClosedPlay(tx, row.userId, now);
      const record = (action: string, before: unknown, afterState: unknown) =>
        insertSaferGamblingEvent(tx, { userId: row.userId, at: now, actor: 'operator', action, before, after: afterState });
      await record('account_closed', snapshotOf(current), { ...snapshotOf(after), caseId });
      if (!stops.bonusesStoppedAt) await record('bonuses_stopped', { bonusesStopped: false }, { bonusesStopped: true, caseId });
      if (!stops.marketingStoppedAt) await record('marketing_stopped', { marketingStopped: false }, { marketingStopped: true, caseId });
      return {
        step: { action: 'account_closed', details: { reason } },
        audit: { before: { playClosed: snapshotOf(current) }, after: { playClosed: snapshotOf(after), reason } },
      };
    },
    { lockThePerson: true },
  );

/** POST …/cases/{id}/close: the case ends with its outcome; a later marker opens a new one. What it imposed stays. */
export const closeCase = (ctx: CaseActionContext, caseId: string, outcome: string) =>
  actOnCase(ctx, caseId, 'safer-gambling.case.close', async (_tx, _row, now) => ({
    set: { status: 'closed', closedAt: now, outcome },
    step: { action: 'closed', details: { outcome } },
    audit: { before: {}, after: { outcome } },
  }));
