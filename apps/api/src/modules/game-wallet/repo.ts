import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameWalletRounds, gameWalletSessions, gameWalletTransactions } from '../../db/schema/game-wallet';

// The seamless-wallet API's SQL. Every function runs on the handle it is given (the database or a transaction).

export type GameSessionRow = typeof gameWalletSessions.$inferSelect;
type TransactionRow = typeof gameWalletTransactions.$inferSelect;
type RoundKey = { operatorId: string; playerId: string; roundId: string };

export async function insertGameSession(db: Db, row: GameSessionRow): Promise<void> {
  await db.insert(gameWalletSessions).values(row);
}

export async function findGameSession(db: Db, tokenHash: string): Promise<GameSessionRow | undefined> {
  const [row] = await db.select().from(gameWalletSessions).where(eq(gameWalletSessions.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Moves the idle expiry later (never earlier: a concurrent call may have moved it further already). */
export async function extendGameSession(db: Db, tokenHash: string, expiresAt: Date): Promise<void> {
  await db
    .update(gameWalletSessions)
    .set({ expiresAt })
    .where(and(eq(gameWalletSessions.tokenHash, tokenHash), lt(gameWalletSessions.expiresAt, expiresAt)));
}

/**
 * What wallet_api_call (src/db/functions/wallet_api_call.sql) takes, as one jsonb argument with these field names: the
 * call, its fingerprint, and what the ledger records.
 */
export type WalletCallParams = {
  type: TransactionRow['type'];
  operatorId: string;
  transactionUuid: string;
  playerId: string;
  currency: string;
  gameCode: string;
  roundId: string;
  isRoundClosing: boolean;
  /** An outside aggregator's call: its round is kept for bet history and the winners rails too (decision 037). */
  isAggregator: boolean;
  /** null for a rollback that carries none. */
  amount: bigint | null;
  /** The bet a win or rollback names. */
  referenceTransactionUuid: string | null;
  /** A bet's session token, hashed; null for wins and rollbacks, which never look at it. */
  tokenHash: string | null;
  /** The session's idle expiry moves only once it has fallen this far behind. */
  extendAfterMs: number;
  houseShard: number;
  ledgerSource: string;
  ledgerKey: string;
  /** Shown in the player's history beside the ledger key, compared on a ledger replay. */
  metadata: Record<string, string>;
  at: Date;
  /** The wagering rules of decision 023 (null: none): the maximum bet in EUR cents, the game's contribution, the currency's decimals. */
  maximumBetEurCents: bigint | null;
  /** A stake takes bonus money first, the rest from real money (else real money first). */
  isBonusFirst: boolean;
  contributionPercent: number;
  currencyDecimals: number;
  /** A free bet (decision 025), and how many times a free round's win is added to its bonus's requirement. */
  isFree: boolean;
  freeWinMultiplier: number;
  /** A no-deposit bonus's free-spin wins are held on its grant until the player's qualifying deposit. */
  holdNoDepositWins: boolean;
  /** Each market profile's reality-check interval in minutes (market-profiles.ts): a bet waits while a check is due. */
  realityCheckDefaults: Record<string, number>;
};

/** The wallet status (or NO_HOUSE_ACCOUNT: nothing was written), the balance after (real plus bonus), and the call's row id when OK. */
export type WalletCallResult = { status: string; balance: bigint | null; transactionId: number | null };

const CALL_STATEMENT = 'SELECT * FROM wallet_api_call($1::jsonb)';

/** Amounts as decimal strings: JSON numbers would lose digits past 2^53. */
const asJson = (c: WalletCallParams) =>
  JSON.stringify({
    ...c,
    amount: c.amount === null ? null : c.amount.toString(),
    maximumBetEurCents: c.maximumBetEurCents === null ? null : c.maximumBetEurCents.toString(),
  });

/**
 * A bet, win or rollback as one call of the wallet_api_call SQL function: a named prepared statement on
 * node-postgres (parsed once per connection), one round trip on either driver, atomic on its own or part
 * of the caller's transaction.
 */
export async function callWallet(db: Db, c: WalletCallParams): Promise<WalletCallResult> {
  const params = [asJson(c)];
  const result = (await db._.session.prepareQuery({ sql: CALL_STATEMENT, params }, undefined, 'wallet_api_call', false).execute()) as {
    rows: Record<string, unknown>[];
  };
  const row = result.rows[0];
  if (!row) throw new Error(`Wallet call ${c.operatorId}/${c.transactionUuid} answered nothing`);
  const { status, balance, transaction_id: id } = row;
  return {
    status: String(status),
    balance: balance === null || balance === undefined ? null : BigInt(String(balance)),
    transactionId: id === null || id === undefined ? null : Number(id),
  };
}

/**
 * Closes the round (creating it closed when unknown); closing again keeps the first time. An aggregator's round
 * shown in bet history is settled there too.
 */
export async function closeRound(
  db: Db,
  key: RoundKey,
  details: { gameCode: string; currency: string; at: Date; isAggregator: boolean },
): Promise<void> {
  if (details.isAggregator) {
    const { operatorId, roundId, playerId } = key;
    const { gameCode, currency, at } = details;
    await db.execute(
      sql`SELECT gameplay_aggregator_round(${operatorId}, ${roundId}, NULL, ${playerId}::uuid, ${gameCode}, ${currency}, 0, 0, NULL, true, ${at})`,
    );
  }
  await db
    .insert(gameWalletRounds)
    .values({ ...key, gameCode: details.gameCode, currency: details.currency, createdAt: details.at, closedAt: details.at })
    .onConflictDoUpdate({
      target: [gameWalletRounds.operatorId, gameWalletRounds.playerId, gameWalletRounds.roundId],
      set: { closedAt: sql`coalesce(${gameWalletRounds.closedAt}, excluded.closed_at)` },
    });
}
