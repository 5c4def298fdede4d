import {
  isCurrencyCode,
  type TCurrencyCode,
  type TWalletApiStatus,
  type TWalletAuthenticateRequest,
  type TWalletBalanceRequest,
  type TWalletBetRequest,
  type TWalletEndRoundRequest,
  type TWalletRollbackRequest,
  type TWalletWinRequest,
} from '@casino/contracts';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { assertNotSelfExcluded } from '../responsible-gaming';
import { BalanceLimitError, credit, debit, InsufficientFundsError, listPlayerBalances } from '../wallet';
import { checkGameSession } from './game-sessions';
import {
  claimTransaction,
  closeRound,
  fillTombstoneAmount,
  lockRound,
  lockTransaction,
  markBet,
  recordAnswer,
  type TransactionRow,
} from './repo';

// The seamless-wallet calls (docs/decisions/009-seamless-wallet-api.md). Each bet, win or rollback is one
// database transaction: its uuid is claimed, the rules decide, the ledger moves the money, and the answer
// is stored with the claim, so all of it commits or none of it does.

/** The ledger source of every movement this API makes; its keys are `<operator>:<transaction_uuid>`. */
export const WALLET_API_SOURCE = 'wallet-api';

export type WalletAnswer = {
  status: TWalletApiStatus;
  /** The player's real money in `currency`, minor units; null when they hold no wallet in it. */
  balance: bigint | null;
  currency: string;
  /** Ours, for a bet, win or rollback answered OK. */
  transactionId: number | null;
};

type Call = { operator_id: string; player_id: string; game_code: string; currency: string };
type MoneyCall = Call & { transaction_uuid: string; round_id: string; round_closed: boolean };
/** What a replay must repeat exactly (the answer and the request_uuid may differ). */
type Fingerprint = Pick<TransactionRow, 'type' | 'playerId' | 'currency' | 'amount' | 'roundId' | 'referenceTransactionUuid' | 'gameCode'>;
type Decision = { status: TWalletApiStatus; ledgerTransferId?: number };

async function balanceOf(db: Db, playerId: string, currency: string): Promise<bigint | null> {
  if (!isCurrencyCode(currency)) return null;
  return (await listPlayerBalances(db, playerId, currency)).get(currency)?.real ?? null;
}

async function answer(db: Db, call: Call, status: TWalletApiStatus): Promise<WalletAnswer> {
  return { status, balance: await balanceOf(db, call.player_id, call.currency), currency: call.currency, transactionId: null };
}

/** Every call runs in one transaction: an answer of 500 then always means nothing was committed. */
const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> => db.transaction((handle) => work(handle as unknown as Db));

async function isSelfExcluded(db: Db, playerId: string, now: Date): Promise<boolean> {
  try {
    await assertNotSelfExcluded(db, playerId, now);
    return false;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 403) return true;
    throw err;
  }
}

const roundKey = (call: MoneyCall | TWalletEndRoundRequest) => ({
  operatorId: call.operator_id,
  playerId: call.player_id,
  roundId: call.round_id,
});

/** What a movement records in the ledger beside its key: shown in the player's history, compared on a ledger replay. */
const movementOf = (call: MoneyCall, reference?: string) => ({
  source: WALLET_API_SOURCE,
  idempotencyKey: `${call.operator_id}:${call.transaction_uuid}`,
  currency: call.currency as TCurrencyCode,
  userId: call.player_id,
  metadata: { operatorId: call.operator_id, roundId: call.round_id, gameCode: call.game_code, ...(reference && { reference }) },
});

const fingerprintOf = (type: Fingerprint['type'], call: MoneyCall, amount: bigint | null, reference: string | null): Fingerprint => ({
  type,
  playerId: call.player_id,
  currency: call.currency,
  amount,
  roundId: call.round_id,
  referenceTransactionUuid: reference,
  gameCode: call.game_code,
});

const isSameFingerprint = (row: TransactionRow, fp: Fingerprint, { isAmountIgnored = false } = {}) =>
  row.type === fp.type &&
  row.playerId === fp.playerId &&
  row.currency === fp.currency &&
  (isAmountIgnored || row.amount === fp.amount) &&
  row.roundId === fp.roundId &&
  row.referenceTransactionUuid === fp.referenceTransactionUuid &&
  row.gameCode === fp.gameCode;

/** A uuid already claimed: its stored answer for the same fingerprint, DUPLICATE_TRANSACTION for any other. */
async function replay(tx: Db, call: MoneyCall, fp: Fingerprint): Promise<WalletAnswer> {
  const row = await lockTransaction(tx, call.operator_id, call.transaction_uuid);
  if (!row) throw new Error(`Wallet transaction ${call.operator_id}/${call.transaction_uuid} vanished`);
  // The first arrival of a bet its rollback beat: it completes the tombstone's fingerprint with its amount.
  if (row.isTombstone && row.amount === null && fp.amount !== null && isSameFingerprint(row, fp, { isAmountIgnored: true })) {
    await fillTombstoneAmount(tx, row.id, fp.amount);
    row.amount = fp.amount;
  }
  if (!isSameFingerprint(row, fp)) return answer(tx, call, 'DUPLICATE_TRANSACTION');
  const status = row.status as TWalletApiStatus;
  return { status, balance: row.balance, currency: row.currency, transactionId: status === 'OK' ? row.id : null };
}

/**
 * Runs a bet, win or rollback exactly once per operator and uuid: claims the uuid, lets `decide` apply the
 * rules and move the money in the same transaction, closes the round when asked and the call succeeded,
 * and stores the answer. A claimed uuid is a replay (see `replay`); concurrent calls on one uuid queue on
 * the claim, so the second sees the first's stored answer.
 *
 * Locks are taken in one order by every call, so two calls never wait on each other in a circle: the
 * round, then transaction rows (its own uuid, then the bet it names), then the game session, and the
 * ledger's accounts last.
 */
function runOnce(
  db: Db,
  call: MoneyCall,
  fp: Fingerprint,
  now: Date,
  decide: (tx: Db, round: { closedAt: Date | null }) => Promise<Decision>,
): Promise<WalletAnswer> {
  return inTransaction(db, async (tx) => {
    const round = await lockRound(tx, roundKey(call), { gameCode: call.game_code, currency: call.currency, at: now });
    const id = await claimTransaction(tx, {
      operatorId: call.operator_id,
      transactionUuid: call.transaction_uuid,
      ...fp,
      status: 'UNKNOWN',
      createdAt: now,
    });
    if (id === undefined) return replay(tx, call, fp);
    const { status, ledgerTransferId = null } = await decide(tx, round);
    if (status === 'OK' && call.round_closed)
      await closeRound(tx, roundKey(call), { gameCode: call.game_code, currency: call.currency, at: now });
    const balance = await balanceOf(tx, call.player_id, call.currency);
    await recordAnswer(tx, id, { status, balance, ledgerTransferId });
    return { status, balance, currency: call.currency, transactionId: status === 'OK' ? id : null };
  });
}

/** Why the bet a win or rollback names cannot be acted on, whatever its state; null when it is this call's bet. */
function checkReference(bet: TransactionRow | undefined, call: MoneyCall): TWalletApiStatus | null {
  if (!bet || bet.type !== 'bet' || bet.playerId !== call.player_id || bet.roundId !== call.round_id) return 'TRANSACTION_DOES_NOT_EXIST';
  if (bet.currency !== call.currency) return 'WRONG_CURRENCY';
  if (bet.gameCode !== call.game_code) return 'INVALID_GAME';
  return null;
}

/** A live session for this player, game and currency, and not self-excluded: the game may start. */
export function authenticate(db: Db, call: TWalletAuthenticateRequest, now: Date): Promise<WalletAnswer> {
  return inTransaction(db, async (tx) => {
    const session = await checkGameSession(tx, call, now);
    if (session.status !== 'OK') return answer(tx, call, session.status);
    return answer(tx, call, (await isSelfExcluded(tx, call.player_id, now)) ? 'USER_DISABLED' : 'OK');
  });
}

/** The balance, for a token of this player even past its expiry: reading it harms nobody, and rounds end after sessions. */
export function getBalance(db: Db, call: TWalletBalanceRequest, now: Date): Promise<WalletAnswer> {
  return inTransaction(db, async (tx) => {
    const session = await checkGameSession(tx, call, now, { isExpiryIgnored: true });
    return answer(tx, call, session.status);
  });
}

/** Takes the stake: needs a live session, a player who is not self-excluded, an open round and the money. */
export function placeBet(db: Db, call: TWalletBetRequest, now: Date): Promise<WalletAnswer> {
  const amount = BigInt(call.amount);
  return runOnce(db, call, fingerprintOf('bet', call, amount, null), now, async (tx, round) => {
    const session = await checkGameSession(tx, call, now);
    if (session.status !== 'OK') return { status: session.status };
    if (amount === 0n) return { status: 'BET_NOT_ALLOWED' };
    if (await isSelfExcluded(tx, call.player_id, now)) return { status: 'USER_DISABLED' };
    if (round.closedAt) return { status: 'ROUND_CLOSED' };
    try {
      const moved = await debit(tx, { ...movementOf(call), kind: 'bet', amount, to: { kind: 'house' }, at: now });
      return { status: 'OK', ledgerTransferId: moved.id };
    } catch (err) {
      if (err instanceof InsufficientFundsError) return { status: 'NOT_ENOUGH_MONEY' };
      throw err;
    }
  });
}

/** Pays a win on a bet that took money and was not rolled back; never checks the session or self-exclusion. A win of 0 moves nothing. */
export function settleWin(db: Db, call: TWalletWinRequest, now: Date): Promise<WalletAnswer> {
  const amount = BigInt(call.amount);
  const reference = call.reference_transaction_uuid;
  return runOnce(db, call, fingerprintOf('win', call, amount, reference), now, async (tx) => {
    const bet = await lockTransaction(tx, call.operator_id, reference);
    const refusal = checkReference(bet, call);
    if (refusal || !bet) return { status: refusal ?? 'TRANSACTION_DOES_NOT_EXIST' };
    if (bet.isTombstone || bet.rolledBackAt) return { status: 'TRANSACTION_ROLLED_BACK' };
    if (bet.status !== 'OK') return { status: 'TRANSACTION_DOES_NOT_EXIST' };
    let ledgerTransferId: number | undefined;
    if (amount > 0n) {
      try {
        ledgerTransferId = (await credit(tx, { ...movementOf(call, reference), kind: 'win', amount, from: { kind: 'house' }, at: now })).id;
      } catch (err) {
        if (err instanceof BalanceLimitError) return { status: 'LIMIT_REACHED' };
        throw err;
      }
    }
    if (!bet.settledAt) await markBet(tx, bet.id, { settledAt: now });
    return { status: 'OK', ledgerTransferId };
  });
}

/**
 * Gives back exactly what the bet took, once: a second rollback, or one of a bet that took nothing, moves
 * nothing. A bet not seen yet gets a tombstone under its uuid, so when it arrives it is refused with
 * TRANSACTION_ROLLED_BACK and debits nothing. A bet a win has settled is not rolled back.
 */
export function rollBack(db: Db, call: TWalletRollbackRequest, now: Date): Promise<WalletAnswer> {
  const reference = call.reference_transaction_uuid;
  const fp = fingerprintOf('rollback', call, call.amount === undefined ? null : BigInt(call.amount), reference);
  return runOnce(db, call, fp, now, async (tx) => {
    const tombstoneId = await claimTransaction(tx, {
      operatorId: call.operator_id,
      transactionUuid: reference,
      ...fingerprintOf('bet', call, null, null),
      isTombstone: true,
      status: 'TRANSACTION_ROLLED_BACK',
      createdAt: now,
    });
    if (tombstoneId !== undefined) {
      await recordAnswer(tx, tombstoneId, {
        status: 'TRANSACTION_ROLLED_BACK',
        balance: await balanceOf(tx, call.player_id, call.currency),
      });
      return { status: 'OK' };
    }
    const bet = await lockTransaction(tx, call.operator_id, reference);
    const refusal = checkReference(bet, call);
    if (refusal || !bet) return { status: refusal ?? 'TRANSACTION_DOES_NOT_EXIST' };
    if (bet.settledAt) return { status: 'TRANSACTION_ALREADY_SETTLED' };
    if (bet.isTombstone || bet.rolledBackAt || bet.status !== 'OK' || !bet.amount) return { status: 'OK' };
    try {
      const moved = await credit(tx, {
        ...movementOf(call, reference),
        kind: 'rollback',
        amount: bet.amount,
        from: { kind: 'house' },
        at: now,
      });
      await markBet(tx, bet.id, { rolledBackAt: now });
      return { status: 'OK', ledgerTransferId: moved.id };
    } catch (err) {
      if (err instanceof BalanceLimitError) return { status: 'LIMIT_REACHED' };
      throw err;
    }
  });
}

/** Closes the round: later bets in it are ROUND_CLOSED; wins and rollbacks still land. Closing twice, or an unknown round, is fine. */
export async function endRound(db: Db, call: TWalletEndRoundRequest, now: Date): Promise<WalletAnswer> {
  if (!isCurrencyCode(call.currency)) return answer(db, call, 'WRONG_CURRENCY');
  return inTransaction(db, async (tx) => {
    await closeRound(tx, roundKey(call), { gameCode: call.game_code, currency: call.currency, at: now });
    return answer(tx, call, 'OK');
  });
}
