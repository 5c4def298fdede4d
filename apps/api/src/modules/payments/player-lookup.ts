import { STAFF_PLAYER_PAYMENTS_LIMIT, type TCurrencyCode, type TStaffPlayerPayments } from '@casino/contracts';
import { and, desc, eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cryptoDepositAddresses, deposits, withdrawals } from '../../db/schema/payments';
import { toMajorUnits } from '../../lib/money';
import { CRYPTO_GATEWAY } from './chain-watcher';
import { confirmationOf } from './staff-withdrawal-confirmation';

// What the staff console's player search and player page read of payments.

/** The players whose crypto deposit address (on any chain) is exactly `address`. */
export async function findPlayersByDepositAddress(db: Db, address: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: cryptoDepositAddresses.userId })
    .from(cryptoDepositAddresses)
    .where(eq(cryptoDepositAddresses.address, address));
  return rows.map((r) => r.id);
}

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The players who paid in or were paid out by the chain transaction `hash`: a crypto deposit's reference is the
 * hash and its output (`hash:index`), a crypto withdrawal's the payout's hash.
 */
export async function findPlayersByTransactionHash(db: Db, hash: string): Promise<string[]> {
  const [paidIn, paidOut] = await Promise.all([
    db
      .selectDistinct({ id: deposits.userId })
      .from(deposits)
      .where(
        and(eq(deposits.gateway, CRYPTO_GATEWAY), or(eq(deposits.reference, hash), like(deposits.reference, `${likeLiteral(hash)}:%`))),
      ),
    db
      .selectDistinct({ id: withdrawals.userId })
      .from(withdrawals)
      .where(and(eq(withdrawals.method, CRYPTO_GATEWAY), eq(withdrawals.reference, hash))),
  ]);
  return [...new Set([...paidIn, ...paidOut].map((r) => r.id))];
}

const amountOf = (minor: bigint, currency: string) => toMajorUnits(minor, currency as TCurrencyCode);

/** The player's deposits and withdrawals (the latest STAFF_PLAYER_PAYMENTS_LIMIT of each) and crypto addresses. */
export async function getStaffPlayerPayments(db: Db, playerId: string): Promise<TStaffPlayerPayments> {
  const [depositRows, withdrawalRows, addressRows] = await Promise.all([
    db
      .select()
      .from(deposits)
      .where(eq(deposits.userId, playerId))
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(STAFF_PLAYER_PAYMENTS_LIMIT),
    db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.userId, playerId))
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(STAFF_PLAYER_PAYMENTS_LIMIT),
    db.select().from(cryptoDepositAddresses).where(eq(cryptoDepositAddresses.userId, playerId)).orderBy(cryptoDepositAddresses.currency),
  ]);
  return {
    deposits: depositRows.map((d) => ({
      id: d.id,
      method: d.method,
      currency: d.currency,
      amount: amountOf(d.amount, d.currency),
      status: d.status,
      reference: d.reference,
      createdAt: d.createdAt.toISOString(),
      note: d.failureReason,
      refundReason: d.refundReason,
    })),
    withdrawals: withdrawalRows.map((w) => ({
      id: w.id,
      method: w.method,
      currency: w.currency,
      amount: amountOf(w.amount, w.currency),
      status: w.status,
      reference: w.reference,
      createdAt: w.createdAt.toISOString(),
      address: w.address,
      reason: w.reason,
      decidedAt: w.decidedAt?.toISOString() ?? null,
      ...confirmationOf(w),
    })),
    addresses: addressRows.map((a) => ({
      currency: a.currency,
      address: a.address,
      destinationTag: a.destinationTag === null ? null : String(a.destinationTag),
    })),
  };
}
