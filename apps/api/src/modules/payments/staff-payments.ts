import {
  REFUND_REASONS,
  type TCurrencyCode,
  type TStaffDeposit,
  type TStaffDepositView,
  type TStaffWithdrawal,
  type TStaffWithdrawalDecision,
} from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { toMajorUnits } from '../../lib/money';
import { recordStaffAction } from '../audit';
import { findEmails } from '../auth';
import { findSelfExclusionNotice } from '../responsible-gaming';
import { listDepositsForStaff } from './deposits-repo';
import { confirmationOf } from './staff-withdrawal-confirmation';
import { decideWithdrawalRecord, fourEyesAmount } from './withdrawal-service';
import { listWithdrawals, type WithdrawalRow } from './withdrawals-repo';

// The operator's payments desk (decision 029, Payments): the withdrawal queue, its decisions with their audit rows,
// and the deposits an operator looks at.

const LIST_LIMIT = 200;

/** The member deciding, as the staff app knows them, and where the request came from. */
export type StaffActor = { id: string; email: string; ip: string | null };

type Facts = { emails: Map<string, string>; payoutOnly: Set<string>; fourEyes: Map<string, bigint> };

/**
 * What the queue shows beside each row: the player's e-mail, whether play is closed to them now (the sign-in would
 * open a payout-only session: decision 006), and the four-eyes amount in each currency at the day's rate.
 */
async function factsOf(db: Db, rows: readonly WithdrawalRow[], now: Date, fourEyesEurCents: bigint): Promise<Facts> {
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const payoutOnly = new Set<string>();
  for (const userId of userIds) {
    if (await findSelfExclusionNotice(db, userId, now)) payoutOnly.add(userId);
  }
  const fourEyes = new Map<string, bigint>();
  for (const currency of new Set(rows.map((r) => r.currency))) fourEyes.set(currency, await fourEyesAmount(db, currency, fourEyesEurCents));
  return { emails: await findEmails(db, userIds), payoutOnly, fourEyes };
}

function toStaffWithdrawal(row: WithdrawalRow, facts: Facts): TStaffWithdrawal {
  const currency = row.currency as TCurrencyCode;
  return {
    id: row.id,
    playerId: row.userId,
    playerEmail: facts.emails.get(row.userId) ?? null,
    amount: toMajorUnits(row.amount, currency),
    currency,
    method: row.method,
    address: row.address,
    destinationTag: row.destinationTag,
    status: row.status,
    reason: row.reason,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    needsSecondApproval: row.amount > (facts.fourEyes.get(row.currency) ?? row.amount),
    firstApproval:
      row.firstApprovedBy && row.firstApprovedAt
        ? { by: { id: row.firstApprovedBy, email: row.firstApprovedByEmail }, at: row.firstApprovedAt.toISOString() }
        : null,
    decided: row.decidedAt
      ? { by: row.decidedBy ? { id: row.decidedBy, email: row.decidedByEmail } : null, at: row.decidedAt.toISOString() }
      : null,
    isPayoutOnly: facts.payoutOnly.has(row.userId),
    ...confirmationOf(row),
  };
}

/** The queue (pending ones, newest first), or the latest withdrawals of every status. */
export async function listStaffWithdrawals(
  db: Db,
  opts: { status: 'pending' | 'all'; now: Date; fourEyesEurCents: bigint },
): Promise<TStaffWithdrawal[]> {
  const rows = await listWithdrawals(db, { ...(opts.status === 'pending' ? { status: 'pending' as const } : {}), limit: LIST_LIMIT });
  const facts = await factsOf(db, rows, opts.now, opts.fourEyesEurCents);
  return rows.map((row) => toStaffWithdrawal(row, facts));
}

/** What the audit row keeps of a withdrawal before and after a decision. */
const snapshotOf = (row: WithdrawalRow) => ({
  status: row.status,
  amount: toMajorUnits(row.amount, row.currency as TCurrencyCode),
  currency: row.currency,
  firstApprovedBy: row.firstApprovedByEmail ?? row.firstApprovedBy,
  ...(row.reason ? { reason: row.reason } : {}),
  ...(row.reference ? { reference: row.reference } : {}),
});

export type StaffWithdrawalDecision = { kind: 'approve'; reference?: string } | { kind: 'reject'; reason: string };

/**
 * A staff member approves or rejects a pending withdrawal. Above the four-eyes amount the first approval only
 * records itself; the same member again is a 409; another one pays it out. The audit row is written in the
 * decision's transaction.
 */
export async function decideStaffWithdrawal(
  db: Db,
  clock: Clock,
  id: string,
  decision: StaffWithdrawalDecision,
  actor: StaffActor,
  opts: { fourEyesEurCents: bigint; log?: Pick<FastifyBaseLogger, 'info'> },
): Promise<TStaffWithdrawalDecision> {
  const by = { id: actor.id, email: actor.email, secondAbove: opts.fourEyesEurCents };
  const row = await decideWithdrawalRecord(
    db,
    id,
    decision.kind === 'approve'
      ? { kind: 'approve', by, ...(decision.reference ? { reference: decision.reference } : {}) }
      : { ...decision, by },
    clock.now(),
    async (tx, before, after) => {
      const action =
        decision.kind === 'reject' ? 'withdrawal.reject' : after.status === 'completed' ? 'withdrawal.approve' : 'withdrawal.approve-first';
      await recordStaffAction(
        tx,
        clock,
        {
          actor: actor.email,
          actorId: actor.id,
          ip: actor.ip,
          action,
          target: `withdrawal:${id}`,
          before: snapshotOf(before),
          after: snapshotOf(after),
        },
        opts.log,
      );
    },
  );
  const withdrawal = toStaffWithdrawal(row, await factsOf(db, [row], clock.now(), opts.fourEyesEurCents));
  const outcome = row.status === 'completed' ? 'paid' : row.status === 'rejected' ? 'rejected' : 'awaiting-second-approval';
  return { outcome, withdrawal };
}

const isRefundReason = (value: string | null): value is (typeof REFUND_REASONS)[number] =>
  (REFUND_REASONS as readonly (string | null)[]).includes(value);

/**
 * Deposits an operator looks at: pending ones, held ones, and credited ones flagged for refund (decisions 006 and
 * 021) with what to pay back: all of it for money paid in during an exclusion, the part held above a deposit limit.
 */
export async function listStaffDeposits(db: Db, view: TStaffDepositView): Promise<TStaffDeposit[]> {
  const rows = await listDepositsForStaff(db, view, LIST_LIMIT);
  const emails = await findEmails(
    db,
    rows.map((r) => r.deposit.userId),
  );
  return rows.map(({ deposit, heldOverLimit }) => {
    const currency = deposit.currency as TCurrencyCode;
    const refundReason = isRefundReason(deposit.refundReason) ? deposit.refundReason : null;
    const refund =
      refundReason === 'self_exclusion' ? deposit.amount : refundReason === 'deposit_limit' && heldOverLimit ? BigInt(heldOverLimit) : null;
    return {
      id: deposit.id,
      playerId: deposit.userId,
      playerEmail: emails.get(deposit.userId) ?? null,
      amount: toMajorUnits(deposit.amount, currency),
      currency,
      method: deposit.method,
      gateway: deposit.gateway,
      status: deposit.status,
      reference: deposit.reference,
      failureReason: deposit.failureReason,
      refundReason,
      refundAmount: refund === null ? null : toMajorUnits(refund, currency),
      createdAt: deposit.createdAt.toISOString(),
      updatedAt: deposit.updatedAt.toISOString(),
    };
  });
}
