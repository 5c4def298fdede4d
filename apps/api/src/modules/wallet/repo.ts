import { and, asc, desc, eq, inArray, not, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { timeRangeConditions, type TimeRange } from '../../lib/time-range';
import { funds, ledgerAccounts, ledgerTransfers } from '../../db/schema/wallet';
import type { TransferKind } from './ledger-types';

// The wallet module's SQL for funds and the money read models (the ledger's own SQL is in ledger-repo.ts).

export type FundRow = { currency: string; isDefault: boolean };

export async function insertFund(
  db: Db,
  values: { userId: string; currency: string; isDefault: boolean; createdAt: Date },
): Promise<boolean> {
  const rows = await db.insert(funds).values(values).onConflictDoNothing().returning({ currency: funds.currency });
  return rows.length === 1;
}

export async function listFunds(db: Db, userId: string): Promise<FundRow[]> {
  return db
    .select({ currency: funds.currency, isDefault: funds.isDefault })
    .from(funds)
    .where(eq(funds.userId, userId))
    .orderBy(asc(funds.createdAt), asc(funds.currency));
}

/** Locks the player's funds so two default switches run one after the other. */
export async function lockFunds(db: Db, userId: string): Promise<FundRow[]> {
  return db
    .select({ currency: funds.currency, isDefault: funds.isDefault })
    .from(funds)
    .where(eq(funds.userId, userId))
    .orderBy(asc(funds.currency))
    .for('update');
}

export async function setDefaultFund(db: Db, userId: string, currency: string): Promise<void> {
  // Two statements: the partial unique index is checked row by row, so the old default goes first.
  await db
    .update(funds)
    .set({ isDefault: false })
    .where(and(eq(funds.userId, userId), eq(funds.isDefault, true)));
  await db
    .update(funds)
    .set({ isDefault: true })
    .where(and(eq(funds.userId, userId), eq(funds.currency, currency)));
}

export async function findDefaultFund(db: Db, userId: string): Promise<FundRow | undefined> {
  const [row] = await db
    .select({ currency: funds.currency, isDefault: funds.isDefault })
    .from(funds)
    .where(and(eq(funds.userId, userId), eq(funds.isDefault, true)))
    .limit(1);
  return row;
}

/**
 * The player's transfers of the given kinds, newest first. `direction` keeps the ones that brought
 * money to the player ('in') or took it away ('out'): an adjustment can be either.
 */
export async function listPlayerTransfers(
  db: Db,
  userId: string,
  opts: { kinds: TransferKind[]; direction?: 'in' | 'out'; currencies?: readonly string[]; range?: TimeRange; limit?: number },
) {
  const conditions: SQL[] = [eq(ledgerTransfers.userId, userId), inArray(ledgerTransfers.kind, opts.kinds)];
  if (opts.direction) {
    const playerAccounts = db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
    const toPlayer = inArray(ledgerTransfers.toAccountId, playerAccounts);
    conditions.push(opts.direction === 'in' ? toPlayer : not(toPlayer));
  }
  if (opts.currencies) conditions.push(inArray(ledgerTransfers.currency, [...opts.currencies]));
  conditions.push(...timeRangeConditions(ledgerTransfers.createdAt, opts.range));
  const query = db
    .select({
      id: ledgerTransfers.id,
      kind: ledgerTransfers.kind,
      currency: ledgerTransfers.currency,
      amount: ledgerTransfers.amount,
      metadata: ledgerTransfers.metadata,
      createdAt: ledgerTransfers.createdAt,
    })
    .from(ledgerTransfers)
    .where(and(...conditions))
    .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id));
  return opts.limit ? query.limit(opts.limit) : query;
}
