import { randomBytes } from 'node:crypto';
import { CRYPTO_CURRENCIES, CURRENCIES, type TCurrencyCode, type TWithdrawal } from '@casino/contracts';
import type { Db } from '../../db/client';
import { badRequest, conflict, HttpError, notFound, unprocessable } from '../../lib/errors';
import { convertFromEurCeil, toMajorUnits } from '../../lib/money';
import { hashToken } from '../../lib/tokens';
import { getRatePerEur } from '../currency';
import { assertMayCancelWithdrawal } from '../responsible-gaming';
import { getPlayerBalances, hold, InsufficientFundsError, listPlayerCurrencies, release } from '../wallet';
import type { TCryptoCurrency } from './crypto/crypto-currencies';
import { validateWithdrawalAddress } from './crypto/validate-address';
import type { WithdrawalConfirmation } from './withdrawal-guard';
import {
  approveFirst,
  decideWithdrawalRow,
  insertWithdrawal,
  listLapsedWithdrawalIds,
  listWithdrawals,
  lockUnconfirmedWithdrawal,
  lockWithdrawal,
  markWithdrawalConfirmed,
  type WithdrawalRow,
} from './withdrawals-repo';

/** Per request, in EUR converted at the day's rate: below it fees eat the payout, above it a payout is reviewed apart. */
export const MIN_WITHDRAWAL_EUR_CENTS = 2_000n;
export const MAX_WITHDRAWAL_EUR_CENTS = 1_000_000n;
/** `decidedBy` of an unconfirmed request cancelled because its mailed link lapsed. */
export const LAPSED = 'link lapsed';
/** The ledger namespace of withdrawals' holds, payouts and releases. */
const SOURCE = 'payments';

export type WithdrawalRequest = {
  playerId: string;
  /** crypto (to an address) or skrill (to the player's e-wallet). */
  method: 'crypto' | 'skrill';
  currency: TCurrencyCode;
  amount: bigint;
  /** A crypto address, or the e-mail of the Skrill account to pay. */
  address?: string;
  destinationTag?: number;
  /** The player confirmed that withdrawing forfeits their active bonus (decision 023). */
  forfeitBonus?: boolean;
};

/**
 * What must hold before money leaves, run inside the withdrawal's transaction before the hold: the promotions
 * module's (an active bonus refuses the request unless forfeited), passed in by the routes so payments does not
 * depend on promotions, which reads payments' deposit events.
 */
export type WithdrawalGuard = (
  tx: Db,
  input: { userId: string; currency: TCurrencyCode; forfeitBonus: boolean },
  now: Date,
) => Promise<void>;

export function toWithdrawal(row: WithdrawalRow): TWithdrawal {
  const currency = row.currency as TCurrencyCode;
  return {
    id: row.id,
    amount: toMajorUnits(row.amount, currency),
    currency,
    status: row.status,
    method: row.method,
    ...(row.address ? { address: row.address } : {}),
    ...(row.reference ? { reference: row.reference } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

const isCrypto = (currency: TCurrencyCode): currency is TCryptoCurrency => (CRYPTO_CURRENCIES as readonly string[]).includes(currency);

/** The address to pay, checked for its chain, or a 400 naming what is wrong. */
function payoutAddress(request: WithdrawalRequest): string | null {
  if (request.method === 'skrill') {
    if (!CURRENCIES[request.currency].fiat) throw badRequest(`${request.currency} is withdrawn to a crypto address.`, 'currency');
    // The contract checked the e-mail; without one the account of the player's own e-mail is paid.
    return request.address?.trim().toLowerCase() || null;
  }
  if (!isCrypto(request.currency)) throw badRequest(`${request.currency} is withdrawn through an e-wallet.`, 'currency');
  const check = validateWithdrawalAddress(request.currency, request.address ?? '');
  if (!check.isValid) throw badRequest(check.message, 'address');
  return check.normalized;
}

async function checkLimits(db: Db, currency: TCurrencyCode, amount: bigint): Promise<void> {
  const rate = await getRatePerEur(db, currency);
  const min = convertFromEurCeil(MIN_WITHDRAWAL_EUR_CENTS, rate, currency);
  const max = convertFromEurCeil(MAX_WITHDRAWAL_EUR_CENTS, rate, currency);
  if (amount < min) throw badRequest(`The minimum withdrawal is ${toMajorUnits(min, currency)} ${currency}.`, 'amount');
  if (amount > max) throw badRequest(`The maximum withdrawal is ${toMajorUnits(max, currency)} ${currency} per request.`, 'amount');
}

/**
 * What a request must be before anything else is asked of it: to a destination of its currency, from a wallet the
 * player holds, within the limits. Answers the address to pay; a 4xx names what is wrong.
 */
export async function checkWithdrawalRequest(db: Db, request: WithdrawalRequest): Promise<string | null> {
  const address = payoutAddress(request);
  const { playerId, currency, amount } = request;
  if (!(await listPlayerCurrencies(db, playerId)).includes(currency)) throw unprocessable(`You have no ${currency} wallet.`, 'currency');
  await checkLimits(db, currency, amount);
  return address;
}

/**
 * Sets the amount aside in the ledger (real money → held) and records the request, together: the money cannot
 * be played or withdrawn twice while the player confirms it and an operator decides. More than the real balance
 * is a 422 and nothing is recorded, before the guard (an active bonus) decides, in the same transaction.
 * `confirmation` (withdrawal-guard.ts): a second factor is spent in that transaction and the request is pending
 * at once; a mailed link leaves it unconfirmed until opened.
 */
export async function requestWithdrawal(
  db: Db,
  request: WithdrawalRequest,
  now: Date,
  guard: WithdrawalGuard | undefined,
  confirmation: WithdrawalConfirmation,
): Promise<TWithdrawal> {
  const address = await checkWithdrawalRequest(db, request);
  const { playerId, currency, amount } = request;
  const row = await db.transaction(async (handle) => {
    const tx = handle as unknown as Db;
    // The amount first: a request the real money cannot cover must not ask the player to forfeit their bonus.
    if (amount > (await getPlayerBalances(tx, playerId, currency)).real) throw new InsufficientFundsError();
    await guard?.(tx, { userId: playerId, currency, forfeitBonus: request.forfeitBonus ?? false }, now);
    const byEmail = confirmation.kind === 'email';
    if (!byEmail) await confirmation.spend(tx);
    const withdrawal = await insertWithdrawal(tx, {
      userId: playerId,
      method: request.method,
      currency,
      amount,
      address,
      destinationTag: request.destinationTag ?? null,
      createdAt: now,
      ...(byEmail
        ? { status: 'unconfirmed', confirmTokenHash: hashToken(confirmation.token), confirmBy: confirmation.confirmBy }
        : { confirmedWith: confirmation.kind, confirmedAt: now }),
    });
    await hold(tx, {
      source: SOURCE,
      idempotencyKey: `withdrawal:${withdrawal.id}:hold`,
      currency,
      amount,
      userId: playerId,
      metadata: { withdrawalId: withdrawal.id, method: request.method },
      at: now,
    });
    return withdrawal;
  });
  return toWithdrawal(row);
}

export type WithdrawalDecision =
  | { kind: 'approve'; reference?: string; by?: Approver }
  | { kind: 'reject'; reason: string; by?: Approver }
  /** The player's own cancellation of a request not decided yet. */
  | { kind: 'cancel'; playerId: string }
  /** An unconfirmed request whose mailed link was not opened in time. */
  | { kind: 'lapse' };

/**
 * Who decides for the operator: a staff member's id (and e-mail, kept for the queue to show), or "operator command".
 * `secondAbove` (EUR cents) is the four-eyes amount: an approval of more (at the day's rate) only counts as the first
 * of two, and the second must come from someone else.
 */
export type Approver = { id: string; email?: string; secondAbove?: bigint };

/** Runs inside the decision's transaction with the row before and after it: the staff routes' audit row goes there. */
export type WithdrawalDecided = (tx: Db, before: WithdrawalRow, after: WithdrawalRow) => Promise<void>;

/** A payout reference as the sandbox chain or e-wallet gives one. */
const sandboxReference = (method: string) =>
  method === 'crypto' ? randomBytes(32).toString('hex') : `sbx_${randomBytes(12).toString('hex')}`;

/**
 * Ends a pending withdrawal, once: approved, the held money goes to the gateway's clearing account (paid
 * out); rejected or cancelled, it goes back to the player's real money. A decided one is a 409.
 */
export async function decideWithdrawal(db: Db, id: string, decision: WithdrawalDecision, now: Date): Promise<TWithdrawal> {
  return toWithdrawal(await decideWithdrawalRecord(db, id, decision, now));
}

/** decideWithdrawal, answering the stored row; `onDecided` runs in the same transaction. */
export async function decideWithdrawalRecord(
  db: Db,
  id: string,
  decision: WithdrawalDecision,
  now: Date,
  onDecided?: WithdrawalDecided,
): Promise<WithdrawalRow> {
  if (decision.kind === 'reject' && !decision.reason.trim()) throw badRequest('A reason is required', 'reason');
  return db.transaction(async (handle) => {
    const tx = handle as unknown as Db;
    const withdrawal = /^[0-9a-f-]{36}$/i.test(id) ? await lockWithdrawal(tx, id) : undefined;
    if (!withdrawal || (decision.kind === 'cancel' && withdrawal.userId !== decision.playerId)) throw notFound('No such withdrawal.');
    // A market that forbids reverse withdrawals (UK, RTS 14B): the player's own cancellation is refused, changing nothing.
    if (decision.kind === 'cancel') await assertMayCancelWithdrawal(tx, decision.playerId);
    const open = decision.kind === 'cancel' ? ['pending', 'unconfirmed'] : decision.kind === 'lapse' ? ['unconfirmed'] : ['pending'];
    if (!open.includes(withdrawal.status)) {
      throw conflict(
        withdrawal.status === 'unconfirmed'
          ? 'The player has not confirmed this withdrawal yet.'
          : `This withdrawal is already ${withdrawal.status}.`,
      );
    }
    const decided = await applyDecision(tx, withdrawal, decision, now);
    await onDecided?.(tx, withdrawal, decided);
    return decided;
  });
}

async function applyDecision(tx: Db, withdrawal: WithdrawalRow, decision: WithdrawalDecision, now: Date): Promise<WithdrawalRow> {
  const movement = {
    source: SOURCE,
    currency: withdrawal.currency as TCurrencyCode,
    amount: withdrawal.amount,
    userId: withdrawal.userId,
    metadata: { withdrawalId: withdrawal.id, method: withdrawal.method },
    at: now,
  };
  if (decision.kind === 'approve') {
    const by = decision.by;
    if (by?.secondAbove !== undefined && withdrawal.amount > (await fourEyesAmount(tx, withdrawal.currency, by.secondAbove))) {
      if (withdrawal.firstApprovedBy === by.id)
        throw conflict('You gave the first approval: a second staff member must approve this withdrawal.');
      if (!withdrawal.firstApprovedBy) {
        return approveFirst(tx, withdrawal.id, { firstApprovedBy: by.id, firstApprovedByEmail: by.email ?? null, firstApprovedAt: now });
      }
    }
    const reference = decision.reference ?? sandboxReference(withdrawal.method);
    await release(tx, {
      ...movement,
      idempotencyKey: `withdrawal:${withdrawal.id}:pay`,
      to: { kind: 'gateway_clearing' },
      metadata: { ...movement.metadata, reference },
    });
    return decideWithdrawalRow(tx, withdrawal.id, {
      status: 'completed',
      reference,
      decidedAt: now,
      decidedBy: by?.id ?? null,
      decidedByEmail: by?.email ?? null,
    });
  }
  await release(tx, { ...movement, idempotencyKey: `withdrawal:${withdrawal.id}:release` });
  if (decision.kind === 'reject') {
    return decideWithdrawalRow(tx, withdrawal.id, {
      status: 'rejected',
      reason: decision.reason.trim(),
      decidedAt: now,
      decidedBy: decision.by?.id ?? null,
      decidedByEmail: decision.by?.email ?? null,
    });
  }
  // A lapse is nobody's decision; it is told apart from the player's own cancellation (a sign of harm) by `decidedBy`.
  if (decision.kind === 'lapse') {
    const reason = 'Not confirmed within the hour: the money went back to your balance.';
    return decideWithdrawalRow(tx, withdrawal.id, { status: 'cancelled', reason, decidedAt: now, decidedBy: LAPSED });
  }
  return decideWithdrawalRow(tx, withdrawal.id, { status: 'cancelled', decidedAt: now });
}

/** The mailed link was opened in time: the request goes to the operator's queue. A lapsed or used link is a 422. */
export async function confirmWithdrawalByLink(db: Db, token: string, now: Date): Promise<TWithdrawal> {
  const row = await db.transaction(async (handle) => {
    const tx = handle as unknown as Db;
    const withdrawal = await lockUnconfirmedWithdrawal(tx, hashToken(token));
    if (!withdrawal || !withdrawal.confirmBy || withdrawal.confirmBy <= now) return undefined;
    return markWithdrawalConfirmed(tx, withdrawal.id, now);
  });
  if (!row) {
    throw unprocessable('This link has expired or was already used. If the withdrawal lapsed, its money is back in your balance.', 'token');
  }
  return toWithdrawal(row);
}

/** Cancels the unconfirmed requests whose link lapsed, returning their money; how many. */
export async function lapseUnconfirmedWithdrawals(db: Db, now: Date): Promise<number> {
  let lapsed = 0;
  for (const id of await listLapsedWithdrawalIds(db, now)) {
    // Opened or cancelled since it was listed: nothing left to do.
    const done = await decideWithdrawalRecord(db, id, { kind: 'lapse' }, now).catch((err: unknown) => {
      if (err instanceof HttpError && err.statusCode === 409) return null;
      throw err;
    });
    if (done) lapsed++;
  }
  return lapsed;
}

/** The four-eyes amount in the withdrawal's currency, at the day's rate. */
export async function fourEyesAmount(db: Db, currency: string, eurCents: bigint): Promise<bigint> {
  return convertFromEurCeil(eurCents, await getRatePerEur(db, currency as TCurrencyCode), currency as TCurrencyCode);
}

/** Withdrawals for the operator, newest first: the pending ones by default. */
export async function listWithdrawalsForReview(db: Db, opts: { isAll?: boolean; limit?: number } = {}) {
  const rows = await listWithdrawals(db, { ...(opts.isAll ? {} : { status: 'pending' as const }), limit: opts.limit ?? 200 });
  return rows.map((row) => ({
    ...toWithdrawal(row),
    userId: row.userId,
    firstApprovedBy: row.firstApprovedBy,
    confirmedWith: row.confirmedWith,
    decidedBy: row.decidedBy,
  }));
}
