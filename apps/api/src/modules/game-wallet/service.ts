import {
  currencyDecimals,
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
import { RESERVED_OPERATOR_ID } from '../../config';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { assertNotSelfExcluded, REALITY_CHECK_DEFAULTS } from '../responsible-gaming';
import { hashToken } from '../../lib/tokens';
import { houseShardOf, listPlayerBalances, openHouseAccount } from '../wallet';
import { checkGameSession, EXTEND_SLACK_MS } from './game-sessions';
import { isAboveSlotStakeCap } from './slot-stake-cap';
import { callWallet, closeRound, type WalletCallParams } from './repo';
import type { WageringRules } from './wagering-rules';

// The seamless-wallet calls (docs/decisions/009-seamless-wallet-api.md). Each bet, win or rollback is one
// statement, the wallet_api_call SQL function (decision 017): its uuid is claimed, the rules decide, the
// ledger moves the money, and the answer is stored with the claim, so all of it commits or none of it does.

/** The ledger source of every movement this API makes; its keys are `<operator>:<transaction_uuid>`. */
export const WALLET_API_SOURCE = 'wallet-api';

export type WalletAnswer = {
  status: TWalletApiStatus;
  /** What the player may stake in `currency`, real plus bonus money, minor units; null when they hold no wallet in it. */
  balance: bigint | null;
  currency: string;
  /** Ours, for a bet, win or rollback answered OK. */
  transactionId: number | null;
};

type Call = { operator_id: string; player_id: string; game_code: string; currency: string };
type MoneyCall = Call & { transaction_uuid: string; round_id: string; round_closed: boolean };

async function balanceOf(db: Db, playerId: string, currency: string): Promise<bigint | null> {
  if (!isCurrencyCode(currency)) return null;
  const balances = (await listPlayerBalances(db, playerId, currency)).get(currency);
  return balances ? balances.real + balances.bonus : null;
}

/**
 * A token that is not this player's proves nothing about who is asking: its answer tells no balance, or anyone
 * holding an operator's secret could read any player's by naming them.
 */
const isBalanceHidden = (status: TWalletApiStatus) => status === 'INVALID_TOKEN';

async function answer(db: Db, call: Call, status: TWalletApiStatus): Promise<WalletAnswer> {
  const balance = isBalanceHidden(status) ? null : await balanceOf(db, call.player_id, call.currency);
  return { status, balance, currency: call.currency, transactionId: null };
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

const roundKey = (call: TWalletEndRoundRequest) => ({
  operatorId: call.operator_id,
  playerId: call.player_id,
  roundId: call.round_id,
});

/** wallet_api_call's answer when the house shard's account must be created first; it wrote nothing. */
const NO_HOUSE_ACCOUNT = 'NO_HOUSE_ACCOUNT';

type Movement = {
  type: WalletCallParams['type'];
  amount: bigint | null;
  /** The bet a win or rollback names. */
  reference: string | null;
  /** A bet's session token; wins and rollbacks never look at it. */
  sessionToken: string | null;
  /** A free spin's bet (decision 025). */
  isFree?: boolean | undefined;
};

/**
 * Runs a bet, win or rollback exactly once per operator and uuid, as one call of the wallet_api_call SQL
 * function (src/db/functions/wallet_api_call.sql, docs/decisions/017-wallet-api-calls-in-one-statement.md): it claims the uuid
 * (a claimed uuid is a replay: the stored answer for the same fingerprint, DUPLICATE_TRANSACTION for any
 * other), applies the rules, moves the money through ledger_transfer, closes the round when asked and the
 * call succeeded, and stores the answer, all in one statement. Concurrent calls on one uuid queue on the
 * claim, so the second sees the first's stored answer.
 *
 * Locks are taken in one order by every call, so two calls never wait on each other in a circle: the
 * round, then transaction rows (its own uuid, then the bet it names), then the game session, and the
 * ledger's accounts last.
 */
async function runOnce(db: Db, rules: WageringRules, call: MoneyCall, movement: Movement, now: Date): Promise<WalletAnswer> {
  const { reference } = movement;
  const params: WalletCallParams = {
    type: movement.type,
    operatorId: call.operator_id,
    transactionUuid: call.transaction_uuid,
    playerId: call.player_id,
    currency: call.currency,
    gameCode: call.game_code,
    roundId: call.round_id,
    isRoundClosing: call.round_closed,
    isAggregator: call.operator_id !== RESERVED_OPERATOR_ID,
    amount: movement.amount,
    referenceTransactionUuid: reference,
    tokenHash: movement.sessionToken === null ? null : hashToken(movement.sessionToken),
    extendAfterMs: EXTEND_SLACK_MS,
    houseShard: houseShardOf(db, call.player_id),
    // What the ledger records beside its key: shown in the player's history, compared on a ledger replay.
    ledgerSource: WALLET_API_SOURCE,
    ledgerKey: `${call.operator_id}:${call.transaction_uuid}`,
    metadata: {
      operatorId: call.operator_id,
      roundId: call.round_id,
      gameCode: call.game_code,
      ...(reference && { reference }),
    },
    at: now,
    maximumBetEurCents: rules.maximumBetEurCents,
    contributionPercent: rules.contributionPercentOf(call.game_code),
    currencyDecimals: isCurrencyCode(call.currency) ? currencyDecimals(call.currency) : 0,
    isFree: movement.isFree ?? false,
    freeWinMultiplier: rules.freeWinMultiplier,
    holdNoDepositWins: rules.holdNoDepositWins,
    isBonusFirst: rules.isBonusFirst,
    realityCheckDefaults: REALITY_CHECK_DEFAULTS,
  };
  let result = await callWallet(db, params);
  if (result.status === NO_HOUSE_ACCOUNT) {
    // The first movement of this currency on this house shard: the ledger creates the account, then the call runs.
    await openHouseAccount(db, call.currency as TCurrencyCode, params.houseShard);
    result = await callWallet(db, params);
    if (result.status === NO_HOUSE_ACCOUNT) throw new Error(`House account ${call.currency}/${params.houseShard} could not be created`);
  }
  const status = result.status as TWalletApiStatus;
  const balance = isBalanceHidden(status) ? null : result.balance;
  return { status, balance, currency: call.currency, transactionId: status === 'OK' ? result.transactionId : null };
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

/**
 * Takes the stake: needs a live session, a player who is not self-excluded, an open round and the money, real
 * money first and then bonus money; while a bonus is active, no more than the maximum bet (BET_NOT_ALLOWED); on a slot, no
 * more than the player's market cap (BET_NOT_ALLOWED).
 */
export async function placeBet(db: Db, rules: WageringRules, call: TWalletBetRequest, now: Date): Promise<WalletAnswer> {
  // Above the market's slot stake cap: refused before anything is claimed, and with no balance (the session is unchecked yet).
  if (await isAboveSlotStakeCap(db, call, now))
    return { status: 'BET_NOT_ALLOWED', balance: null, currency: call.currency, transactionId: null };
  const movement = {
    type: 'bet',
    amount: BigInt(call.amount),
    reference: null,
    sessionToken: call.session_token,
    isFree: call.is_free,
  } as const;
  return runOnce(db, rules, call, movement, now);
}

/**
 * Pays a win on a bet that took money and was not rolled back, into bonus money in the proportion the round's
 * stakes spent it while a bonus is active (decision 023); never checks the session or self-exclusion. A win of
 * 0 moves nothing.
 */
export function settleWin(db: Db, rules: WageringRules, call: TWalletWinRequest, now: Date): Promise<WalletAnswer> {
  const movement = { type: 'win', amount: BigInt(call.amount), reference: call.reference_transaction_uuid, sessionToken: null } as const;
  return runOnce(db, rules, call, movement, now);
}

/**
 * Gives back exactly what the bet took, each part to the account it came from (decision 023), once: a second rollback, or one of a bet that took nothing, moves
 * nothing. A bet not seen yet gets a tombstone under its uuid, so when it arrives it is refused with
 * TRANSACTION_ROLLED_BACK and debits nothing. A bet a win has settled is not rolled back.
 */
export function rollBack(db: Db, rules: WageringRules, call: TWalletRollbackRequest, now: Date): Promise<WalletAnswer> {
  const amount = call.amount === undefined ? null : BigInt(call.amount);
  return runOnce(db, rules, call, { type: 'rollback', amount, reference: call.reference_transaction_uuid, sessionToken: null }, now);
}

/** Closes the round: later bets in it are ROUND_CLOSED; wins and rollbacks still land. Closing twice, or an unknown round, is fine. */
export async function endRound(db: Db, call: TWalletEndRoundRequest, now: Date): Promise<WalletAnswer> {
  if (!isCurrencyCode(call.currency)) return answer(db, call, 'WRONG_CURRENCY');
  return inTransaction(db, async (tx) => {
    const isAggregator = call.operator_id !== RESERVED_OPERATOR_ID;
    await closeRound(tx, roundKey(call), { gameCode: call.game_code, currency: call.currency, at: now, isAggregator });
    return answer(tx, call, 'OK');
  });
}
