import { randomUUID } from 'node:crypto';
import type { TCurrencyCode, TStaffAdjustment } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { convertFromEurCeil, toMajorUnits } from '../../lib/money';
import { recordStaffAction } from '../audit';
import { getRatePerEur } from '../currency';
import { adjustPlayerBalance } from './adjustment';
import {
  decideAdjustmentRequestRow,
  findAdjustmentRequestByKey,
  insertAdjustmentRequest,
  listAdjustmentRequests,
  lockAdjustmentRequest,
  type AdjustmentRequestRow,
  type AdjustmentRequestStatus,
} from './adjustment-requests-repo';
import { getPlayerBalances } from './ledger';
import { listPlayerCurrencies } from './service';

// Manual adjustments asked for by staff (decision 029, Payments): at or under the four-eyes amount applied when asked,
// above it applied when a second member approves. Every step writes its audit row in its own transaction.

const LIST_LIMIT = 200;

/** The member acting, and where the request came from. */
export type AdjustmentActor = { id: string; email: string; ip: string | null };
/** Players' e-mails by id (the auth module's, passed in: auth depends on the wallet). */
export type PlayerEmails = (db: Db, ids: readonly string[]) => Promise<Map<string, string>>;
type Audit = { clock: Clock; log?: Pick<FastifyBaseLogger, 'info'> };

export type AdjustmentRequestInput = {
  playerId: string;
  currency: TCurrencyCode;
  /** Minor units: positive credits, negative debits. */
  amount: bigint;
  reason: string;
  idempotencyKey?: string;
};

export function toStaffAdjustment(row: AdjustmentRequestRow, playerEmail: string | null): TStaffAdjustment {
  const currency = row.currency as TCurrencyCode;
  const magnitude = toMajorUnits(row.amount < 0n ? -row.amount : row.amount, currency);
  return {
    id: row.id,
    playerId: row.userId,
    playerEmail,
    currency,
    amount: row.amount < 0n ? `-${magnitude}` : magnitude,
    reason: row.reason,
    status: row.status,
    needsSecondApproval: row.needsSecondApproval,
    requestedBy: { id: row.requestedBy, email: row.requestedByEmail },
    requestedAt: row.requestedAt.toISOString(),
    decided:
      row.decidedBy && row.decidedAt ? { by: { id: row.decidedBy, email: row.decidedByEmail }, at: row.decidedAt.toISOString() } : null,
    rejectReason: row.rejectReason,
  };
}

/** What the audit row keeps: the request's state, and the player's real money when it moved. */
const snapshotOf = (row: AdjustmentRequestRow, balance?: bigint) => {
  const currency = row.currency as TCurrencyCode;
  return {
    status: row.status,
    player: row.userId,
    amount: toStaffAdjustment(row, null).amount,
    currency,
    reason: row.reason,
    ...(row.rejectReason ? { rejectReason: row.rejectReason } : {}),
    ...(balance !== undefined ? { realBalance: toMajorUnits(balance, currency) } : {}),
  };
};

const sameRequest = (row: AdjustmentRequestRow, input: AdjustmentRequestInput) =>
  row.userId === input.playerId && row.currency === input.currency && row.amount === input.amount && row.reason === input.reason.trim();

/**
 * Applies a pending request through the ledger (a debit never takes the balance below zero: 422, and nothing
 * changes) and records the audit row, in the caller's transaction.
 */
async function applyRequest(tx: Db, row: AdjustmentRequestRow, actor: AdjustmentActor, action: string, audit: Audit) {
  const currency = row.currency as TCurrencyCode;
  const balanceBefore = (await getPlayerBalances(tx, row.userId, currency)).real;
  const now = audit.clock.now();
  const transfer = await adjustPlayerBalance(tx, {
    userId: row.userId,
    currency,
    amount: row.amount,
    reason: row.reason,
    idempotencyKey: `adjustment-request:${row.id}`,
    at: now,
  });
  const applied = await decideAdjustmentRequestRow(tx, row.id, {
    status: 'applied',
    decidedBy: actor.id,
    decidedByEmail: actor.email,
    decidedAt: now,
    transferId: transfer.id,
  });
  const balanceAfter = (await getPlayerBalances(tx, row.userId, currency)).real;
  await recordStaffAction(
    tx,
    audit.clock,
    {
      actor: actor.email,
      actorId: actor.id,
      ip: actor.ip,
      action,
      target: `adjustment:${row.id}`,
      before: snapshotOf(row, balanceBefore),
      after: snapshotOf(applied, balanceAfter),
    },
    audit.log,
  );
  return applied;
}

/**
 * A staff member asks to adjust a player's real money. At or under the four-eyes amount (EUR at the day's rate,
 * credit or debit alike) it is applied at once; above it, it waits for someone else's approval. The same
 * idempotency key again answers the first request (a different adjustment under it is a 409).
 */
export async function requestAdjustment(
  db: Db,
  input: AdjustmentRequestInput,
  actor: AdjustmentActor,
  opts: Audit & { fourEyesEurCents: bigint },
): Promise<AdjustmentRequestRow> {
  const { playerId, currency } = input;
  if (!(await listPlayerCurrencies(db, playerId)).includes(currency)) {
    throw unprocessable(`This player has no ${currency} wallet.`, 'currency');
  }
  const magnitude = input.amount < 0n ? -input.amount : input.amount;
  const limit = convertFromEurCeil(opts.fourEyesEurCents, await getRatePerEur(db, currency), currency);
  const idempotencyKey = input.idempotencyKey ?? randomUUID();
  return db.transaction(async (handle) => {
    const tx = handle as unknown as Db;
    const row = await insertAdjustmentRequest(tx, {
      userId: playerId,
      currency,
      amount: input.amount,
      reason: input.reason.trim(),
      status: 'pending',
      needsSecondApproval: magnitude > limit,
      idempotencyKey,
      requestedBy: actor.id,
      requestedByEmail: actor.email,
      requestedAt: opts.clock.now(),
    });
    if (!row) {
      const first = (await findAdjustmentRequestByKey(tx, idempotencyKey))!;
      if (!sameRequest(first, input)) throw conflict('This key was used for a different adjustment.');
      return first;
    }
    if (!row.needsSecondApproval) return applyRequest(tx, row, actor, 'adjustment.apply', opts);
    await recordStaffAction(
      tx,
      opts.clock,
      {
        actor: actor.email,
        actorId: actor.id,
        ip: actor.ip,
        action: 'adjustment.request',
        target: `adjustment:${row.id}`,
        before: null,
        after: snapshotOf(row),
      },
      opts.log,
    );
    return row;
  });
}

/** The pending request, locked; a decided one is a 409. */
async function lockPending(tx: Db, id: string): Promise<AdjustmentRequestRow> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await lockAdjustmentRequest(tx, id) : undefined;
  if (!row) throw notFound('No such adjustment.');
  if (row.status !== 'pending') throw conflict(`This adjustment is already ${row.status}.`);
  return row;
}

/** A second member approves a waiting request: it is applied. The member who asked for it gets a 409. */
export async function approveAdjustment(db: Db, id: string, actor: AdjustmentActor, audit: Audit): Promise<AdjustmentRequestRow> {
  return db.transaction(async (handle) => {
    const tx = handle as unknown as Db;
    const row = await lockPending(tx, id);
    if (row.requestedBy === actor.id) throw conflict('You asked for this adjustment: a second staff member must approve it.');
    return applyRequest(tx, row, actor, 'adjustment.approve', audit);
  });
}

/** Any member with the permission rejects a waiting request (its requester may withdraw it): nothing moves. */
export async function rejectAdjustment(
  db: Db,
  id: string,
  reason: string,
  actor: AdjustmentActor,
  audit: Audit,
): Promise<AdjustmentRequestRow> {
  return db.transaction(async (handle) => {
    const tx = handle as unknown as Db;
    const row = await lockPending(tx, id);
    const rejected = await decideAdjustmentRequestRow(tx, row.id, {
      status: 'rejected',
      rejectReason: reason.trim(),
      decidedBy: actor.id,
      decidedByEmail: actor.email,
      decidedAt: audit.clock.now(),
    });
    await recordStaffAction(
      tx,
      audit.clock,
      {
        actor: actor.email,
        actorId: actor.id,
        ip: actor.ip,
        action: 'adjustment.reject',
        target: `adjustment:${row.id}`,
        before: snapshotOf(row),
        after: snapshotOf(rejected),
      },
      audit.log,
    );
    return rejected;
  });
}

/** The requests of one status (or all), newest first, with the players' e-mails. */
export async function listStaffAdjustments(
  db: Db,
  status: AdjustmentRequestStatus | 'all',
  playerEmails: PlayerEmails,
): Promise<TStaffAdjustment[]> {
  const rows = await listAdjustmentRequests(db, { ...(status === 'all' ? {} : { status }), limit: LIST_LIMIT });
  const emails = await playerEmails(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((row) => toStaffAdjustment(row, emails.get(row.userId) ?? null));
}
