import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameWalletRounds, gameWalletSessions, gameWalletTransactions } from '../../db/schema/game-wallet';

// The seamless-wallet API's SQL. Every function runs on the handle it is given (a transaction the service opened).

export type GameSessionRow = typeof gameWalletSessions.$inferSelect;
export type TransactionRow = typeof gameWalletTransactions.$inferSelect;
type NewTransaction = typeof gameWalletTransactions.$inferInsert;
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
 * Claims the operator's transaction uuid with a row whose answer is filled in later in the same
 * transaction; undefined when the uuid is taken. A concurrent claim of the same uuid waits here until
 * the first one's transaction ends, then finds it taken: calls on one uuid run one after the other.
 */
export async function claimTransaction(db: Db, row: NewTransaction): Promise<number | undefined> {
  const [claimed] = await db
    .insert(gameWalletTransactions)
    .values(row)
    .onConflictDoNothing({ target: [gameWalletTransactions.operatorId, gameWalletTransactions.transactionUuid] })
    .returning({ id: gameWalletTransactions.id });
  return claimed?.id;
}

/** The row of an operator's uuid, locked until the transaction ends (a bet being won or rolled back must not change meanwhile). */
export async function lockTransaction(db: Db, operatorId: string, transactionUuid: string): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(gameWalletTransactions)
    .where(and(eq(gameWalletTransactions.operatorId, operatorId), eq(gameWalletTransactions.transactionUuid, transactionUuid)))
    .limit(1)
    .for('update');
  return row;
}

export async function recordAnswer(
  db: Db,
  id: number,
  answer: { status: string; balance: bigint | null; ledgerTransferId?: number | null },
): Promise<void> {
  await db.update(gameWalletTransactions).set(answer).where(eq(gameWalletTransactions.id, id));
}

/** A bet arriving after the rollback that left its tombstone: its amount completes the fingerprint later replays must match. */
export async function fillTombstoneAmount(db: Db, id: number, amount: bigint): Promise<void> {
  await db
    .update(gameWalletTransactions)
    .set({ amount })
    .where(and(eq(gameWalletTransactions.id, id), isNull(gameWalletTransactions.amount)));
}

export async function markBet(db: Db, id: number, state: { settledAt: Date } | { rolledBackAt: Date }): Promise<void> {
  await db.update(gameWalletTransactions).set(state).where(eq(gameWalletTransactions.id, id));
}

/**
 * The round, created open when new, locked until the transaction ends: calls on one round run one after
 * the other, and no end-round slips between a bet's check and its debit.
 */
export async function lockRound(db: Db, key: RoundKey, details: { gameCode: string; currency: string; at: Date }) {
  const [row] = await db
    .insert(gameWalletRounds)
    .values({ ...key, gameCode: details.gameCode, currency: details.currency, createdAt: details.at })
    .onConflictDoUpdate({
      target: [gameWalletRounds.operatorId, gameWalletRounds.playerId, gameWalletRounds.roundId],
      set: { closedAt: sql`${gameWalletRounds.closedAt}` },
    })
    .returning({ closedAt: gameWalletRounds.closedAt });
  return row!;
}

/** Closes the round (creating it closed when unknown); closing again keeps the first time. */
export async function closeRound(db: Db, key: RoundKey, details: { gameCode: string; currency: string; at: Date }): Promise<void> {
  await db
    .insert(gameWalletRounds)
    .values({ ...key, gameCode: details.gameCode, currency: details.currency, createdAt: details.at, closedAt: details.at })
    .onConflictDoUpdate({
      target: [gameWalletRounds.operatorId, gameWalletRounds.playerId, gameWalletRounds.roundId],
      set: { closedAt: sql`coalesce(${gameWalletRounds.closedAt}, excluded.closed_at)` },
    });
}
