import { CURRENCY_CODES, type TCurrencyCode } from '@casino/contracts';
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import {
  accountKeyId,
  checkLedgerInvariants,
  findAccountIds,
  findAccountsByIds,
  findTransferByKey,
  insertAccounts,
  insertTransfer,
  listPlayerAccounts,
  lockAccounts,
  postTransfer,
  sumHouseBalance,
  type AccountKey,
  type TransferRow,
} from './ledger-repo';
import {
  HOUSE_SHARDS,
  isPlayerRef,
  PLAYER_ACCOUNT_KINDS,
  type AccountRef,
  type HouseAccountKind,
  type HouseAccountRef,
  type LedgerTransfer,
  type PlayerAccountKind,
  type PlayerBalances,
  type TransferInput,
  type TransferKind,
  type TransferMetadata,
} from './ledger-types';

// The one way money moves. Payments, games and promotions call these functions; nothing else
// writes ledger tables. Each call is one database transaction (a savepoint when the caller passes
// its own transaction, so the caller's writes and the movement commit or fail together).

export const INSUFFICIENT_FUNDS = 'Insufficient funds';
export const IDEMPOTENCY_CONFLICT = 'Idempotency key reused with different details';

export class InsufficientFundsError extends HttpError {
  constructor() {
    super(422, INSUFFICIENT_FUNDS);
  }
}

export class IdempotencyConflictError extends HttpError {
  constructor(readonly existing: LedgerTransfer) {
    super(409, IDEMPOTENCY_CONFLICT);
  }
}

/** Stable shard of a player (FNV-1a of the id), so one player's transfers always meet the same house rows. */
export function shardOf(userId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < userId.length; i++) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % HOUSE_SHARDS;
}

function assertValid(input: TransferInput): void {
  const { idempotencyKey, amount, currency } = input;
  if (typeof amount !== 'bigint' || amount <= 0n) throw new RangeError(`Transfer amount must be a positive bigint, got ${String(amount)}`);
  if (!(CURRENCY_CODES as readonly string[]).includes(currency)) throw new RangeError(`Unknown currency ${currency}`);
  if (!idempotencyKey || idempotencyKey.length > 200) throw new RangeError('Idempotency key must have 1 to 200 characters');
  for (const ref of [input.from, input.to]) {
    if (
      isPlayerRef(ref)
        ? !ref.userId
        : ref.shard !== undefined && !(Number.isInteger(ref.shard) && ref.shard >= 0 && ref.shard < HOUSE_SHARDS)
    ) {
      throw new RangeError(`Bad account reference ${JSON.stringify(ref)}`);
    }
  }
}

/** The player a transfer concerns: at most one (a casino never moves money between two players). */
function playerOf(input: TransferInput): string | null {
  const ids = new Set([input.from, input.to].filter(isPlayerRef).map((r) => r.userId));
  if (ids.size > 1) throw new RangeError('A transfer concerns at most one player');
  return [...ids][0] ?? null;
}

function keyOf(ref: AccountRef, currency: TCurrencyCode, player: string | null): AccountKey {
  if (isPlayerRef(ref)) return { kind: ref.kind, currency, userId: ref.userId, shard: 0 };
  return { kind: ref.kind, currency, userId: null, shard: ref.shard ?? (player ? shardOf(player) : 0) };
}

/**
 * Account ids never change once created, so they are remembered per database handle: a transfer
 * then needs no lookup. Only the root handle caches (a transaction's new rows could still roll back).
 */
const accountIdCache = new WeakMap<Db, Map<string, number>>();
const ACCOUNT_CACHE_LIMIT = 100_000;

/** Account ids for the keys, creating missing accounts first (INSERT ... ON CONFLICT DO NOTHING). */
async function resolveAccounts(db: Db, keys: AccountKey[]): Promise<number[]> {
  let cache = is(db, PgTransaction) ? new Map<string, number>() : accountIdCache.get(db);
  if (!cache) accountIdCache.set(db, (cache = new Map()));
  const unknown = keys.filter((k) => !cache.has(accountKeyId(k)));
  if (unknown.length) {
    let found = await findAccountIds(db, unknown);
    const missing = unknown.filter((k) => !found.has(accountKeyId(k)));
    if (missing.length) {
      await insertAccounts(db, missing);
      found = await findAccountIds(db, unknown);
    }
    if (cache.size > ACCOUNT_CACHE_LIMIT) cache.clear();
    for (const [id, accountId] of found) cache.set(id, accountId);
  }
  return keys.map((k) => {
    const id = cache.get(accountKeyId(k));
    if (id === undefined) throw new Error(`Ledger account ${accountKeyId(k)} could not be created`);
    return id;
  });
}

const toTransfer = (row: TransferRow, replayed: boolean): LedgerTransfer => ({
  id: row.id,
  idempotencyKey: row.idempotencyKey,
  kind: row.kind,
  currency: row.currency as TCurrencyCode,
  amount: row.amount,
  fromAccountId: row.fromAccountId,
  toAccountId: row.toAccountId,
  userId: row.userId,
  metadata: row.metadata,
  createdAt: row.createdAt,
  replayed,
});

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock detected
const MAX_ATTEMPTS = 5;

function sqlStateOf(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * Same accounts, where a house-side account matches any shard of its kind: the shard is a storage
 * detail (and would move if HOUSE_SHARDS changed), not part of what a replay must repeat.
 */
async function isSameAccounts(db: Db, stored: number[], requested: number[]): Promise<boolean> {
  if (stored.every((id, i) => id === requested[i])) return true;
  const accounts = new Map((await findAccountsByIds(db, [...stored, ...requested])).map((a) => [a.id, a]));
  const identity = (id: number) => {
    const a = accounts.get(id);
    return a ? `${a.kind}:${a.currency}:${a.userId ?? '-'}` : `missing:${id}`;
  };
  return stored.every((id, i) => identity(id) === identity(requested[i]!));
}

/**
 * Runs `work` in a transaction; a top-level one is retried on serialization failures and deadlocks
 * (the locking order makes deadlocks unexpected, but a retry is cheap insurance). Inside a caller's
 * transaction it becomes a savepoint and a failure goes back to the caller, whose transaction it aborts.
 */
async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if (is(db, PgTransaction)) return db.transaction((tx) => work(tx as unknown as Db));
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Db));
    } catch (err) {
      if (attempt >= MAX_ATTEMPTS || !RETRYABLE.has(sqlStateOf(err) ?? '')) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
    }
  }
}

/**
 * Moves `amount` from one account to another, exactly once per idempotency key.
 * - A replay of the key with the same kind, currency, amount and accounts returns the first
 *   transfer with `replayed: true` and moves nothing; different details → IdempotencyConflictError (409).
 * - A player account never goes below zero: InsufficientFundsError (422), and the key stays unused.
 * - House-side accounts (house, gateway_clearing, promotions) may go negative: they are the
 *   other side of the players' money.
 */
export async function transfer(db: Db, input: TransferInput): Promise<LedgerTransfer> {
  assertValid(input);
  const player = playerOf(input);
  const [fromAccountId, toAccountId] = await resolveAccounts(db, [
    keyOf(input.from, input.currency, player),
    keyOf(input.to, input.currency, player),
  ]);
  if (fromAccountId === toAccountId) throw new RangeError('A transfer needs two different accounts');
  const { idempotencyKey, kind, currency, amount } = input;

  return inTransaction(db, async (tx) => {
    // The key is claimed first: a concurrent duplicate waits here until this transaction ends.
    const created = await insertTransfer(tx, {
      idempotencyKey,
      kind,
      currency,
      amount,
      fromAccountId: fromAccountId!,
      toAccountId: toAccountId!,
      userId: player,
      metadata: input.metadata ?? {},
      createdAt: input.at,
    });
    if (!created) {
      const existing = await findTransferByKey(tx, idempotencyKey);
      if (!existing) throw new Error(`Transfer ${idempotencyKey} vanished`);
      const isSame =
        existing.kind === kind &&
        existing.currency === currency &&
        existing.amount === amount &&
        (await isSameAccounts(tx, [existing.fromAccountId, existing.toAccountId], [fromAccountId!, toAccountId!]));
      if (!isSame) throw new IdempotencyConflictError(toTransfer(existing, true));
      return toTransfer(existing, true);
    }
    const locked = await lockAccounts(tx, [created.fromAccountId, created.toAccountId]);
    const source = locked.find((a) => a.id === created.fromAccountId);
    if (!source || locked.length !== 2) throw new Error(`Ledger accounts of transfer ${idempotencyKey} missing`);
    // Throwing rolls the transaction back, the transfer row with it: the key can be used again.
    if (source.userId !== null && source.balance < amount) throw new InsufficientFundsError();
    await postTransfer(tx, created);
    return toTransfer(created, false);
  });
}

type Movement = {
  idempotencyKey: string;
  kind: TransferKind;
  currency: TCurrencyCode;
  amount: bigint;
  userId: string;
  metadata?: TransferMetadata;
  at?: Date;
};

/** Money into a player account (default real money) from a house-side account: deposits, wins, bonuses. */
export function credit(db: Db, input: Movement & { source: HouseAccountRef; account?: PlayerAccountKind }) {
  const { source, account = 'player_real', userId, ...rest } = input;
  return transfer(db, { ...rest, from: source, to: { kind: account, userId } });
}

/** Money out of a player account (default real money) to a house-side account: bets, withdrawals, forfeits. */
export function debit(db: Db, input: Movement & { destination: HouseAccountRef; account?: PlayerAccountKind }) {
  const { destination, account = 'player_real', userId, ...rest } = input;
  return transfer(db, { ...rest, from: { kind: account, userId }, to: destination });
}

/** Sets real money aside (pending withdrawal): player_real → player_held, kind 'hold'. */
export function hold(db: Db, input: Omit<Movement, 'kind'>) {
  const { userId, ...rest } = input;
  return transfer(db, { ...rest, kind: 'hold', from: { kind: 'player_real', userId }, to: { kind: 'player_held', userId } });
}

/**
 * Ends a hold: without `to`, back to the player's real money (kind 'release', e.g. a rejected
 * withdrawal); with `to`, on to a house-side account (kind defaults to 'withdrawal', e.g. paid out
 * through the gateway's clearing account).
 */
export function release(db: Db, input: Omit<Movement, 'kind'> & { to?: HouseAccountRef; kind?: TransferKind }) {
  const { userId, to, kind, ...rest } = input;
  const from = { kind: 'player_held', userId } as const;
  if (!to) return transfer(db, { ...rest, kind: kind ?? 'release', from, to: { kind: 'player_real', userId } });
  return transfer(db, { ...rest, kind: kind ?? 'withdrawal', from, to });
}

const ZERO_BALANCES: PlayerBalances = { real: 0n, bonus: 0n, freeSpin: 0n, held: 0n };
const BALANCE_FIELD: Record<PlayerAccountKind, keyof PlayerBalances> = {
  player_real: 'real',
  player_bonus: 'bonus',
  player_free_spin: 'freeSpin',
  player_held: 'held',
};

/** The player's balances per currency (currencies without accounts are absent). */
export async function listPlayerBalances(db: Db, userId: string, currency?: TCurrencyCode): Promise<Map<TCurrencyCode, PlayerBalances>> {
  const result = new Map<TCurrencyCode, PlayerBalances>();
  for (const row of await listPlayerAccounts(db, userId, currency)) {
    const code = row.currency as TCurrencyCode;
    const balances = result.get(code) ?? { ...ZERO_BALANCES };
    balances[BALANCE_FIELD[row.kind as PlayerAccountKind]] = row.balance;
    result.set(code, balances);
  }
  return result;
}

export async function getPlayerBalances(db: Db, userId: string, currency: TCurrencyCode): Promise<PlayerBalances> {
  return (await listPlayerBalances(db, userId, currency)).get(currency) ?? { ...ZERO_BALANCES };
}

/** A house-side balance summed over its shards. */
export function getHouseBalance(db: Db, kind: HouseAccountKind, currency: TCurrencyCode): Promise<bigint> {
  return sumHouseBalance(db, kind, currency);
}

/** Creates the player's four accounts for a currency (idempotent); transfers also create them lazily. */
export async function openPlayerAccounts(db: Db, userId: string, currency: TCurrencyCode): Promise<void> {
  await insertAccounts(
    db,
    PLAYER_ACCOUNT_KINDS.map((kind) => ({ kind, currency, userId, shard: 0 })),
  );
}

/** checkLedgerInvariants on one consistent snapshot, so transfers running meanwhile cannot look like errors. */
export function checkLedger(db: Db) {
  return db.transaction((tx) => checkLedgerInvariants(tx as unknown as Db), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}
