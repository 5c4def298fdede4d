import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { queryPrepared, type Db } from '../../db/client';
import { ledgerAccounts, ledgerTransfers, funds } from '../../db/schema/wallet';
import type { AccountKind, TransferKind } from './ledger-types';

// The ledger's SQL. Every function runs on the handle it is given (the database or a transaction).

export type AccountKey = { kind: AccountKind; currency: string; userId: string | null; shard: number };
export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type TransferRow = typeof ledgerTransfers.$inferSelect;
export type NewTransfer = {
  source: string;
  idempotencyKey: string;
  kind: TransferKind;
  currency: string;
  amount: bigint;
  fromAccountId: number;
  toAccountId: number;
  userId: string | null;
  /** The metadata as JSON text: stored as jsonb, and compared as jsonb with a replay's. */
  metadataJson: string;
  createdAt?: Date;
};

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const big = (v: unknown) => BigInt(String(v ?? 0));
const int = (v: unknown) => Number(v ?? 0);
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

export const accountKeyId = (k: AccountKey) => `${k.kind}:${k.currency}:${k.userId ?? '-'}:${k.shard}`;

const matchesKey = (k: AccountKey): SQL =>
  and(
    eq(ledgerAccounts.kind, k.kind),
    eq(ledgerAccounts.currency, k.currency),
    k.userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, k.userId),
    eq(ledgerAccounts.shard, k.shard),
  )!;

/**
 * Ids of the accounts that exist, by accountKeyId, and whether each was committed before the current
 * transaction began. A row this transaction created has created_at = now() (the transaction's start)
 * and could still roll back; one committed earlier is older (equal times are only ever taken as new).
 */
export async function findAccountIds(db: Db, keys: AccountKey[]): Promise<Map<string, { id: number; isCommitted: boolean }>> {
  const rows = await db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      userId: ledgerAccounts.userId,
      shard: ledgerAccounts.shard,
      isCommitted: sql<boolean>`${ledgerAccounts.createdAt} < now()`,
    })
    .from(ledgerAccounts)
    .where(or(...keys.map(matchesKey)));
  return new Map(rows.map((r) => [accountKeyId(r), { id: r.id, isCommitted: r.isCommitted }]));
}

export async function findAccountsByIds(db: Db, ids: number[]) {
  return db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, currency: ledgerAccounts.currency, userId: ledgerAccounts.userId })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids));
}

/**
 * Creates the accounts that do not exist yet, and first the fund of each player account (not the
 * default one), which the account's foreign key requires: money never lands where the player cannot
 * see it. Run it in a transaction. Concurrent creators of the same rows both succeed; rows are
 * written in key order so two creators cannot wait on each other.
 */
export async function insertAccounts(db: Db, keys: AccountKey[]): Promise<void> {
  if (keys.length === 0) return;
  const sorted = keys.map((k) => ({ ...k, id: accountKeyId(k) })).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const fundRows = new Map<string, { userId: string; currency: string; isDefault: boolean }>();
  for (const { userId, currency } of sorted) {
    if (userId !== null) fundRows.set(`${userId}:${currency}`, { userId, currency, isDefault: false });
  }
  if (fundRows.size)
    await db
      .insert(funds)
      .values([...fundRows.values()])
      .onConflictDoNothing();
  await db
    .insert(ledgerAccounts)
    .values(sorted.map((k) => ({ kind: k.kind, currency: k.currency, userId: k.userId, shard: k.shard })))
    .onConflictDoNothing({
      target: [ledgerAccounts.kind, ledgerAccounts.currency, ledgerAccounts.userId, ledgerAccounts.shard],
    });
}

export type TransferStatus = 'moved' | 'taken' | 'insufficient' | 'limit';
export type TransferCallResult = { status: TransferStatus; transfer?: TransferRow; isSameDetails: boolean };

// Only what the call decides: a moved transfer is the caller's own input, so its columns need not travel back
// (each one costs the driver a field description and a parse per call); a replay reads the stored row.
const TRANSFER_STATEMENT = 'SELECT status, id, same_details, created_at FROM ledger_transfer($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)';

/**
 * The transfer as one call of the ledger_transfer SQL function (src/db/functions/ledger_transfer.sql): a named prepared
 * statement on node-postgres (parsed once per connection), one round trip on either driver; a replay
 * of a used key reads the stored row with a second.
 */
export async function callTransfer(db: Db, t: NewTransfer): Promise<TransferCallResult> {
  const params = [
    t.source,
    t.idempotencyKey,
    t.kind,
    t.currency,
    t.amount.toString(),
    t.fromAccountId,
    t.toAccountId,
    t.userId,
    t.metadataJson,
    t.createdAt ?? null,
  ];
  const [row] = await queryPrepared(db, 'ledger_transfer', TRANSFER_STATEMENT, params);
  if (!row) throw new Error(`Transfer ${t.source}/${t.idempotencyKey} answered nothing`);
  const status = row.status as TransferStatus;
  if (status === 'insufficient' || status === 'limit') return { status, isSameDetails: false };
  const id = int(row.id);
  if (status === 'taken') {
    const [stored] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, id));
    if (!stored) throw new Error(`Transfer ${t.source}/${t.idempotencyKey} taken by row ${id}, which is gone`);
    return { status, isSameDetails: row.same_details === true, transfer: stored };
  }
  return { status, isSameDetails: true, transfer: movedRow(t, id, row.created_at) };
}

/** The row of a transfer that moved money now: the caller's own input, its id and time from the database. */
function movedRow(t: NewTransfer, id: unknown, createdAt: unknown): TransferRow {
  const { source, idempotencyKey, kind, currency, amount, fromAccountId, toAccountId, userId } = t;
  const metadata = JSON.parse(t.metadataJson) as Record<string, unknown>;
  return {
    id: int(id),
    source,
    idempotencyKey,
    kind,
    currency,
    amount,
    fromAccountId,
    toAccountId,
    userId,
    metadata,
    createdAt: new Date(createdAt as string | Date),
  };
}

const TRANSFER_ALL_STATEMENT = 'SELECT transfer_id, transfer_created_at FROM ledger_transfer_all($1::jsonb)';

/** ledger_transfer_all's answer when not every transfer moved money: it undid them all. */
export const NOT_ALL_MOVED = 'LX001';

/** A transfer as an element of ledger_transfer_all's argument; its metadata is already JSON text. */
const transferJson = (t: NewTransfer) =>
  `{${JSON.stringify({
    source: t.source,
    key: t.idempotencyKey,
    kind: t.kind,
    currency: t.currency,
    amount: t.amount.toString(),
    from: t.fromAccountId,
    to: t.toAccountId,
    user: t.userId,
    at: t.createdAt ?? null,
  }).slice(1, -1)},"metadata":${t.metadataJson}}`;

/**
 * Transfers that commit together, as one call of the ledger_transfer_all SQL function (src/db/functions/ledger_transfer_all.sql): their rows
 * in order when every one moved money; the function raises NOT_ALL_MOVED otherwise, having moved nothing.
 */
export async function callTransferAll(db: Db, transfers: NewTransfer[]): Promise<TransferRow[]> {
  const rows = await queryPrepared(db, 'ledger_transfer_all', TRANSFER_ALL_STATEMENT, [`[${transfers.map(transferJson).join(',')}]`]);
  if (rows.length !== transfers.length) throw new Error(`${transfers.length} transfers answered ${rows.length} rows`);
  return transfers.map((t, i) => movedRow(t, rows[i]!.transfer_id, rows[i]!.transfer_created_at));
}

/** Every account the player holds, all currencies. */
export async function listPlayerAccounts(db: Db, userId: string, currency?: string) {
  return db
    .select({ kind: ledgerAccounts.kind, currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(currency ? and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.currency, currency)) : eq(ledgerAccounts.userId, userId));
}

/** A house-side balance over all its shards. */
export async function sumHouseBalance(db: Db, kind: AccountKind, currency: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${ledgerAccounts.balance})` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currency, currency), isNull(ledgerAccounts.userId)));
  return BigInt(row?.total ?? 0);
}

export type CurrencySummary = {
  currency: string;
  accounts: number;
  transfers: number;
  /** Sum of every posting: zero in a sound ledger. */
  postingsTotal: bigint;
  /** What the casino owes players (all player accounts) and the house side's mirror of it. */
  playerTotal: bigint;
  houseSideTotal: bigint;
};
export type BalanceMismatch = {
  accountId: number;
  kind: string;
  currency: string;
  userId: string | null;
  balance: bigint;
  postingsTotal: bigint;
};
export type BadTransfer = {
  transferId: number;
  source: string;
  idempotencyKey: string;
  currency: string;
  postings: number;
  postingsTotal: bigint;
};
export type NegativePlayerBalance = { accountId: number; kind: string; currency: string; userId: string; balance: bigint };
export type AccountWithoutFund = { accountId: number; kind: string; currency: string; userId: string };
export type RepeatedKey = { source: string; idempotencyKey: string; transfers: number };
export type LedgerCheck = {
  isSound: boolean;
  currencies: CurrencySummary[];
  unbalancedCurrencies: { currency: string; postingsTotal: bigint }[];
  balanceMismatches: BalanceMismatch[];
  badTransfers: BadTransfer[];
  negativePlayerBalances: NegativePlayerBalance[];
  accountsWithoutFund: AccountWithoutFund[];
  repeatedKeys: RepeatedKey[];
};

/**
 * Read-only proof that the ledger balances: per currency the postings sum to zero, every balance
 * equals the sum of its postings, every transfer has exactly its two postings (-amount on the
 * source, +amount on the destination, same currency), no player balance is negative, every player
 * account has the fund that shows it, and each key of a source moved money once. (The last three are
 * also constraints of the tables; the check still catches them if a constraint is ever dropped.)
 * Call it inside one snapshot (see checkLedger) so concurrent transfers cannot cause false alarms.
 */
export async function checkLedgerInvariants(db: Db): Promise<LedgerCheck> {
  const summary = rowsOf(
    await db.execute(sql`
      WITH posting_totals AS (
        SELECT a.currency, sum(p.amount) AS total
        FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
        GROUP BY a.currency
      ), transfer_counts AS (
        SELECT currency, count(*) AS transfers FROM ledger_transfers GROUP BY currency
      ), account_totals AS (
        SELECT currency, count(*) AS accounts,
          coalesce(sum(balance) FILTER (WHERE user_id IS NOT NULL), 0) AS player_total,
          coalesce(sum(balance) FILTER (WHERE user_id IS NULL), 0) AS house_total
        FROM ledger_accounts GROUP BY currency
      )
      SELECT coalesce(a.currency, t.currency, p.currency) AS currency,
        coalesce(a.accounts, 0) AS accounts, coalesce(t.transfers, 0) AS transfers,
        coalesce(p.total, 0) AS postings_total,
        coalesce(a.player_total, 0) AS player_total, coalesce(a.house_total, 0) AS house_total
      FROM account_totals a
      FULL JOIN transfer_counts t ON t.currency = a.currency
      FULL JOIN posting_totals p ON p.currency = coalesce(a.currency, t.currency)
      ORDER BY 1`),
  ).map((r) => ({
    currency: String(r.currency),
    accounts: int(r.accounts),
    transfers: int(r.transfers),
    postingsTotal: big(r.postings_total),
    playerTotal: big(r.player_total),
    houseSideTotal: big(r.house_total),
  }));

  const balanceMismatches = rowsOf(
    await db.execute(sql`
      SELECT a.id, a.kind, a.currency, a.user_id, a.balance, coalesce(s.total, 0) AS postings_total
      FROM ledger_accounts a
      LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_postings GROUP BY account_id) s ON s.account_id = a.id
      WHERE a.balance <> coalesce(s.total, 0)
      ORDER BY a.id`),
  ).map((r) => ({
    accountId: int(r.id),
    kind: String(r.kind),
    currency: String(r.currency),
    userId: str(r.user_id),
    balance: big(r.balance),
    postingsTotal: big(r.postings_total),
  }));

  const badTransfers = rowsOf(
    await db.execute(sql`
      SELECT t.id, t.source, t.idempotency_key, t.currency, count(p.id) AS postings, coalesce(sum(p.amount), 0) AS postings_total
      FROM ledger_transfers t
      LEFT JOIN ledger_postings p ON p.transfer_id = t.id
      LEFT JOIN ledger_accounts a ON a.id = p.account_id
      GROUP BY t.id
      HAVING count(p.id) <> 2
        OR coalesce(sum(p.amount), 0) <> 0
        OR count(*) FILTER (WHERE p.account_id = t.from_account_id AND p.amount = -t.amount) <> 1
        OR count(*) FILTER (WHERE p.account_id = t.to_account_id AND p.amount = t.amount) <> 1
        OR bool_or(a.currency <> t.currency)
      ORDER BY t.id`),
  ).map((r) => ({
    transferId: int(r.id),
    source: String(r.source),
    idempotencyKey: String(r.idempotency_key),
    currency: String(r.currency),
    postings: int(r.postings),
    postingsTotal: big(r.postings_total),
  }));

  const negativePlayerBalances = rowsOf(
    await db.execute(sql`
      SELECT id, kind, currency, user_id, balance FROM ledger_accounts
      WHERE user_id IS NOT NULL AND balance < 0 ORDER BY id`),
  ).map((r) => ({
    accountId: int(r.id),
    kind: String(r.kind),
    currency: String(r.currency),
    userId: String(r.user_id),
    balance: big(r.balance),
  }));

  const accountsWithoutFund = rowsOf(
    await db.execute(sql`
      SELECT a.id, a.kind, a.currency, a.user_id FROM ledger_accounts a
      LEFT JOIN funds f ON f.user_id = a.user_id AND f.currency = a.currency
      WHERE a.user_id IS NOT NULL AND f.user_id IS NULL ORDER BY a.id`),
  ).map((r) => ({ accountId: int(r.id), kind: String(r.kind), currency: String(r.currency), userId: String(r.user_id) }));

  const repeatedKeys = rowsOf(
    await db.execute(sql`
      SELECT source, idempotency_key, count(*) AS transfers FROM ledger_transfers
      GROUP BY source, idempotency_key HAVING count(*) > 1 ORDER BY source, idempotency_key`),
  ).map((r) => ({ source: String(r.source), idempotencyKey: String(r.idempotency_key), transfers: int(r.transfers) }));

  const unbalancedCurrencies = summary
    .filter((s) => s.postingsTotal !== 0n)
    .map((s) => ({ currency: s.currency, postingsTotal: s.postingsTotal }));
  return {
    isSound: [unbalancedCurrencies, balanceMismatches, badTransfers, negativePlayerBalances, accountsWithoutFund, repeatedKeys].every(
      (problems) => !problems.length,
    ),
    currencies: summary,
    unbalancedCurrencies,
    balanceMismatches,
    badTransfers,
    negativePlayerBalances,
    accountsWithoutFund,
    repeatedKeys,
  };
}
