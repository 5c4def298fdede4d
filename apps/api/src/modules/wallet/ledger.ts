import type { TCurrencyCode } from '@casino/contracts';
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { houseShardsOf, type Db } from '../../db/client';
import { badRequest, HttpError } from '../../lib/errors';
import { checkTransferInput } from './ledger-input';
import {
  accountKeyId,
  callTransfer,
  callTransferAll,
  checkLedgerInvariants,
  findAccountIds,
  findAccountsByIds,
  insertAccounts,
  listPlayerAccounts,
  NOT_ALL_MOVED,
  sumHouseBalance,
  type AccountKey,
  type TransferRow,
} from './ledger-repo';
import {
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
// writes ledger tables. A transfer is atomic on its own, and runs inside the caller's transaction when
// given one, so the caller's writes and the movement commit or fail together.

export const INSUFFICIENT_FUNDS = 'Insufficient funds';
export const IDEMPOTENCY_CONFLICT = 'Idempotency key reused with different details';
export const BALANCE_LIMIT_REACHED = 'This movement would take a balance beyond what an account can hold';

export class InsufficientFundsError extends HttpError {
  constructor() {
    super(422, INSUFFICIENT_FUNDS);
  }
}

export class BalanceLimitError extends HttpError {
  constructor() {
    super(422, BALANCE_LIMIT_REACHED);
  }
}

export class IdempotencyConflictError extends HttpError {
  constructor(readonly existing: LedgerTransfer) {
    super(409, IDEMPOTENCY_CONFLICT);
  }
}

/**
 * Stable shard of a value (FNV-1a) among `count`: the player's id, so one player's transfers always meet the same
 * house rows, or a house-to-house transfer's source and key, so those spread over the shards too.
 */
export function shardOf(value: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}

function keyOf(ref: AccountRef, currency: TCurrencyCode, shardSeed: string, houseShards: number): AccountKey {
  if (isPlayerRef(ref)) return { kind: ref.kind, currency, userId: ref.userId, shard: 0 };
  return { kind: ref.kind, currency, userId: null, shard: ref.shard ?? shardOf(shardSeed, houseShards) };
}

/**
 * Account ids never change once created, so they are remembered per database: a transfer whose two
 * accounts are known is one call. The database handle and every transaction opened from it share the
 * cache (drizzle gives them one schema map), which holds only ids of rows committed before the
 * transaction that found them began: a row created by a transaction still open could roll back.
 */
const accountIdCache = new WeakMap<object, Map<string, number>>();
const ACCOUNT_CACHE_LIMIT = 100_000;

function accountCacheOf(db: Db): Map<string, number> {
  const owner = db._.tableNamesMap;
  let cache = accountIdCache.get(owner);
  if (!cache) accountIdCache.set(owner, (cache = new Map()));
  return cache;
}

/** The keys' account ids from the cache alone, or undefined when one is not there. */
function cachedAccountIds(keyIds: string[], cache: Map<string, number>): number[] | undefined {
  const ids: number[] = [];
  for (const keyId of keyIds) {
    const id = cache.get(keyId);
    if (id === undefined) return undefined;
    ids.push(id);
  }
  return ids;
}

/** The ids of the keys' accounts read from the database (and cached), or undefined when one does not exist yet. */
async function lookUpAccounts(db: Db, keys: AccountKey[], keyIds: string[], cache: Map<string, number>): Promise<number[] | undefined> {
  const found = await findAccountIds(db, keys);
  if (cache.size > ACCOUNT_CACHE_LIMIT) cache.clear();
  for (const [keyId, { id, isCommitted }] of found) if (isCommitted) cache.set(keyId, id);
  const ids = keyIds.map((keyId) => found.get(keyId)?.id);
  return ids.every((id) => id !== undefined) ? ids : undefined;
}

/** Creates the accounts (and the player's fund) that do not exist yet, in the transaction `tx`; their ids. */
async function createAccounts(tx: Db, keys: AccountKey[], keyIds: string[], cache: Map<string, number>): Promise<number[]> {
  await insertAccounts(tx, keys);
  const ids = await lookUpAccounts(tx, keys, keyIds, cache);
  if (!ids) throw new Error(`Ledger accounts ${keyIds.join(', ')} could not be created`);
  return ids;
}

const toTransfer = (row: TransferRow, replayed: boolean): LedgerTransfer => ({
  id: row.id,
  source: row.source,
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
const NUMERIC_OVERFLOW = '22003';
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
 * detail (and moves when the shard count changes), not part of what a replay must repeat.
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
 * Runs `work` on its own, retried on serialization failures and deadlocks (the locking order makes
 * deadlocks unexpected, but a retry is cheap insurance); inside a caller's transaction once, its
 * failure going back to the caller.
 */
async function withRetries<T>(db: Db, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      // Whether this is a caller's transaction is asked last: the check walks prototypes, on the hottest path.
      if (attempt >= MAX_ATTEMPTS || !RETRYABLE.has(sqlStateOf(err) ?? '') || is(db, PgTransaction)) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
    }
  }
}

/** `work` in a transaction, retried as above; inside a caller's transaction a savepoint. */
function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return withRetries(db, () => db.transaction((tx) => work(tx as unknown as Db)));
}

type Prepared = { input: TransferInput; player: string | null; metadataJson: string; keys: AccountKey[]; keyIds: string[] };

/** A transfer's checked input (see checkTransferInput) and the keys of its two accounts among `houseShards` house shards. */
function prepare(input: TransferInput, houseShards: number): Prepared {
  const { player, metadataJson } = checkTransferInput(input);
  const shardSeed = player ?? `${input.source}/${input.idempotencyKey}`;
  const keys = [keyOf(input.from, input.currency, shardSeed, houseShards), keyOf(input.to, input.currency, shardSeed, houseShards)];
  const keyIds = keys.map(accountKeyId);
  if (keyIds[0] === keyIds[1]) throw badRequest('A transfer needs two different accounts', 'to');
  return { input, player, metadataJson, keys, keyIds };
}

/** The transfer's call of ledger_transfer between the accounts `ids`, and its answer or error as transfer() gives it. */
async function move(db: Db, { input, player, metadataJson }: Prepared, ids: number[]): Promise<LedgerTransfer> {
  const { source, idempotencyKey, kind, currency, amount, at } = input;
  const call = {
    source,
    idempotencyKey,
    kind,
    currency,
    amount,
    fromAccountId: ids[0]!,
    toAccountId: ids[1]!,
    userId: player,
    metadataJson,
    createdAt: at,
  };
  const { status, transfer: row, isSameDetails } = await callTransfer(db, call);
  if (status === 'insufficient') throw new InsufficientFundsError();
  if (status === 'limit') throw new BalanceLimitError();
  if (!row) throw new Error(`Transfer ${source}/${idempotencyKey} answered ${status} without its row`);
  if (status === 'moved') return toTransfer(row, false);
  const isSame = isSameDetails && (await isSameAccounts(db, [row.fromAccountId, row.toAccountId], ids));
  if (!isSame) throw new IdempotencyConflictError(toTransfer(row, true));
  return toTransfer(row, true);
}

/**
 * Moves `amount` from one account to another, exactly once per idempotency key of a source.
 * - A replay of the key with the same kind, currency, amount, accounts and metadata returns the
 *   first transfer with `replayed: true` and moves nothing; any difference → IdempotencyConflictError (409).
 *   All of the metadata is compared, not a declared subset: it is the stored record of the event
 *   (gateway reference, round, game, method), so a replay that describes the event differently is
 *   another event or a bug, and accepting it would leave a record that one of the two callers never
 *   asserted. Values that change between deliveries (receipt times, attempt counts) therefore
 *   belong in the integration's own log, not in the transfer.
 * - A player account never goes below zero: InsufficientFundsError (422), and the key stays unused.
 * - House-side accounts (house, gateway_clearing, promotions) may go negative: they are the
 *   other side of the players' money.
 * - Input the tables cannot hold (bad source or key, amount out of numeric(38,0), unknown currency,
 *   metadata that is not plain JSON) is a 400 naming the field; a balance pushed past numeric(38,0) a 422.
 *
 * Once both accounts are known this is one call of the ledger_transfer SQL function, on its own or in
 * the caller's transaction, which a refusal leaves usable (no savepoint). Only a transfer that meets
 * an account not created yet opens a transaction (a savepoint in the caller's) to create it, which a
 * refusal rolls back: a refused first debit leaves no empty wallet behind.
 */
export async function transfer(db: Db, input: TransferInput): Promise<LedgerTransfer> {
  const prepared = prepare(input, houseShardsOf(db));
  const { keys, keyIds } = prepared;
  const cache = accountCacheOf(db);
  try {
    const ids = cachedAccountIds(keyIds, cache) ?? (await lookUpAccounts(db, keys, keyIds, cache));
    if (ids) return await withRetries(db, () => move(db, prepared, ids));
    return await inTransaction(db, async (tx) => move(tx, prepared, await createAccounts(tx, keys, keyIds, cache)));
  } catch (err) {
    if (sqlStateOf(err) === NUMERIC_OVERFLOW) throw new BalanceLimitError();
    throw err;
  }
}

/**
 * Transfers that commit together or not at all (a bet round's stake and its win), in order, each under
 * transfer()'s rules. Outside a caller's transaction, once every account is known, they are one statement
 * (ledger_transfer_all, one round trip). When one of them would not simply move money (a replayed key, an
 * overdraft, a balance limit) that statement undoes itself, and they run one by one in a transaction of their
 * own, answering or failing exactly as transfer() does; so do transfers that meet an account not created yet.
 * Inside a caller's transaction they run one by one there.
 */
export async function transferAll(db: Db, inputs: TransferInput[]): Promise<LedgerTransfer[]> {
  const houseShards = houseShardsOf(db);
  const prepared = inputs.map((input) => prepare(input, houseShards));
  const oneByOne = async (tx: Db) => {
    const done: LedgerTransfer[] = [];
    for (const input of inputs) done.push(await transfer(tx, input));
    return done;
  };
  if (inputs.length === 0 || is(db, PgTransaction)) return oneByOne(db);
  const keyIds = prepared.flatMap((p) => p.keyIds);
  const cache = accountCacheOf(db);
  const ids =
    cachedAccountIds(keyIds, cache) ??
    (await lookUpAccounts(
      db,
      prepared.flatMap((p) => p.keys),
      keyIds,
      cache,
    ));
  if (ids) {
    const calls = inputs.map(({ source, idempotencyKey, kind, currency, amount, at }, i) => ({
      ...{ source, idempotencyKey, kind, currency, amount, createdAt: at },
      ...{ fromAccountId: ids[2 * i]!, toAccountId: ids[2 * i + 1]!, userId: prepared[i]!.player, metadataJson: prepared[i]!.metadataJson },
    }));
    try {
      return (await withRetries(db, () => callTransferAll(db, calls))).map((row) => toTransfer(row, false));
    } catch (err) {
      if (sqlStateOf(err) === NUMERIC_OVERFLOW) throw new BalanceLimitError();
      if (sqlStateOf(err) !== NOT_ALL_MOVED) throw err;
    }
  }
  return inTransaction(db, oneByOne);
}

type Movement = {
  source: string;
  idempotencyKey: string;
  kind: TransferKind;
  currency: TCurrencyCode;
  amount: bigint;
  userId: string;
  metadata?: TransferMetadata;
  at?: Date;
};

/** Money into a player account (default real money) from a house-side account: deposits, wins, bonuses. */
export function credit(db: Db, input: Movement & { from: HouseAccountRef; account?: PlayerAccountKind }) {
  const { account = 'player_real', userId, ...rest } = input;
  return transfer(db, { ...rest, to: { kind: account, userId } });
}

/** Money out of a player account (default real money) to a house-side account: bets, withdrawals, forfeits. */
export function debit(db: Db, input: Movement & { to: HouseAccountRef; account?: PlayerAccountKind }) {
  const { account = 'player_real', userId, ...rest } = input;
  return transfer(db, { ...rest, from: { kind: account, userId } });
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

/**
 * Creates the player's four accounts for a currency, with the fund that shows them when there is none
 * yet (idempotent); transfers also create them lazily.
 */
export async function openPlayerAccounts(db: Db, userId: string, currency: TCurrencyCode): Promise<void> {
  await inTransaction(db, (tx) =>
    insertAccounts(
      tx,
      PLAYER_ACCOUNT_KINDS.map((kind) => ({ kind, currency, userId, shard: 0 })),
    ),
  );
}

/** The house shard a player's transfers meet on the database `db` (see shardOf): a caller moving money in SQL names it. */
export const houseShardOf = (db: Db, userId: string): number => shardOf(userId, houseShardsOf(db));

/**
 * Creates the house account of a currency's shard when it does not exist yet (idempotent): for callers that
 * move money in one SQL call, which finds accounts but never creates them.
 */
export async function openHouseAccount(db: Db, currency: TCurrencyCode, shard: number): Promise<void> {
  await inTransaction(db, (tx) => insertAccounts(tx, [{ kind: 'house', currency, userId: null, shard }]));
}

/** checkLedgerInvariants on one consistent snapshot, so transfers running meanwhile cannot look like errors. */
export function checkLedger(db: Db) {
  return db.transaction((tx) => checkLedgerInvariants(tx as unknown as Db), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}
