import type { TCurrencyCode } from '@casino/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts } from '../../db/schema/wallet';
import { transfer } from './ledger';
import { insertAccounts } from './ledger-repo';
import type { TransferMetadata } from './ledger-types';

// Jackpot pools as the ledger holds them: one `jackpot` account per currency (shard 0), fed from the house and
// paid back to it whole. The rules (shares, caps, seeds, draws) are the jackpots module's; these move and lock.

/** The ledger source of every pool movement. */
export const JACKPOT_SOURCE = 'jackpot';

const poolOf = (currency: TCurrencyCode) =>
  and(
    eq(ledgerAccounts.kind, 'jackpot'),
    eq(ledgerAccounts.currency, currency),
    isNull(ledgerAccounts.userId),
    eq(ledgerAccounts.shard, 0),
  );

/** Creates the currency's pool account when it does not exist yet (idempotent, concurrent starts included). */
export async function openJackpotPool(db: Db, currency: TCurrencyCode): Promise<void> {
  await db.transaction((tx) => insertAccounts(tx as unknown as Db, [{ kind: 'jackpot', currency, userId: null, shard: 0 }]));
}

/**
 * The pool's balance, its row locked until the caller's transaction ends: contributions read it to keep under the
 * cap, a win pays exactly it, and a second win waits here and then reads what the first left (the fresh seed).
 * NO KEY UPDATE, as the ledger's own transfers lock accounts (a FOR UPDATE would wait on their foreign keys' locks
 * and could deadlock with a transfer that has written its row but not yet locked the account). Undefined: no pool.
 */
export async function lockJackpotPool(tx: Db, currency: TCurrencyCode): Promise<bigint | undefined> {
  const [row] = await tx.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(poolOf(currency)).for('no key update');
  return row?.balance;
}

/** Every pool and what it holds, by currency. */
export async function listJackpotPools(db: Db): Promise<{ currency: string; balance: bigint }[]> {
  return db
    .select({ currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'jackpot'), isNull(ledgerAccounts.userId)))
    .orderBy(asc(ledgerAccounts.currency));
}

/** A short text that changes whenever any pool does: the version a cached answer is checked against. */
export async function jackpotPoolsVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({
      version: sql<string>`coalesce(string_agg(${ledgerAccounts.currency} || ':' || ${ledgerAccounts.balance}::text, ',' ORDER BY ${ledgerAccounts.currency}), '')`,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'jackpot'), isNull(ledgerAccounts.userId)));
  return row?.version ?? '';
}

export type PoolMovement = {
  currency: TCurrencyCode;
  amount: bigint;
  /** Unique per event within the jackpot source: the round's contribution, its win, a seed. */
  idempotencyKey: string;
  /** The house row the money comes from or goes to: the player's shard, so the wallet's bet and win meet the same row. */
  houseShard?: number;
  metadata?: TransferMetadata;
  at?: Date;
};

/** House → pool: a stake's contribution or a seed. */
export function payIntoJackpot(db: Db, kind: 'jackpot_contribution' | 'jackpot_seed', m: PoolMovement) {
  const { houseShard, ...rest } = m;
  return transfer(db, {
    ...rest,
    source: JACKPOT_SOURCE,
    kind,
    from: { kind: 'house', shard: houseShard },
    to: { kind: 'jackpot', shard: 0 },
  });
}

/** Pool → house: a won pool, which the wallet API then pays the player from the same house row. */
export function payOutOfJackpot(db: Db, m: PoolMovement) {
  const { houseShard, ...rest } = m;
  return transfer(db, {
    ...rest,
    source: JACKPOT_SOURCE,
    kind: 'jackpot_win',
    from: { kind: 'jackpot', shard: 0 },
    to: { kind: 'house', shard: houseShard },
  });
}
