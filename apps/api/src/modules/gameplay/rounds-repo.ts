import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fairSeedPairs, gameRounds } from '../../db/schema/gameplay';

// The gameplay module's SQL for game rounds. `bet` and `steps` are stored as the engine left them,
// with every bigint (minor units) written as a decimal string: jsonb holds no bigint.

export type RoundRow = typeof gameRounds.$inferSelect;
export type NewRound = typeof gameRounds.$inferInsert;

/** An engine's value made storable: bigints become decimal strings of minor units. */
export function toStoredJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item)));
}

export async function insertRound(db: Db, round: NewRound): Promise<RoundRow> {
  const [row] = await db.insert(gameRounds).values(round).returning();
  return row!;
}

export async function findRound(db: Db, id: string): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(gameRounds).where(eq(gameRounds.id, id));
  return row;
}

/** The round a launch opened for a client request id: a resent request finds it. */
export async function findRoundByRequest(db: Db, launchId: number, requestId: string): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.launchId, launchId), eq(gameRounds.requestId, requestId)));
  return row;
}

/** The real-money round a player left open on a title (any launch), or a demo launch's open round. */
export async function findOpenRound(db: Db, where: { playerId: string; gameKey: string } | { demoLaunchId: number }) {
  const open = eq(gameRounds.status, 'open');
  const condition =
    'demoLaunchId' in where
      ? and(open, eq(gameRounds.isDemo, true), eq(gameRounds.launchId, where.demoLaunchId))
      : and(open, eq(gameRounds.isDemo, false), eq(gameRounds.playerId, where.playerId), eq(gameRounds.gameKey, where.gameKey));
  const [row] = await db.select().from(gameRounds).where(condition);
  return row;
}

/**
 * Whether a round drawn from these seeds is still open: a real-money pair (by id), or a demo launch's current
 * seeds (its scheduled bets carry their round's seeds, not the launch's).
 */
export async function hasOpenRoundOnSeeds(db: Db, seeds: { seedPairId: number } | { demoLaunchId: number; serverSeedHash: string }) {
  const condition =
    'seedPairId' in seeds
      ? eq(gameRounds.seedPairId, seeds.seedPairId)
      : and(eq(gameRounds.launchId, seeds.demoLaunchId), eq(gameRounds.serverSeedHash, seeds.serverSeedHash));
  const [row] = await db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(and(eq(gameRounds.status, 'open'), condition))
    .limit(1);
  return row !== undefined;
}

/** Locks a round for an action on it, so two actions on one round queue. */
export async function lockRound(db: Db, id: string): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(gameRounds).where(eq(gameRounds.id, id)).for('update');
  return row;
}

/** Records the round's steps so far (and its stake and raises when a decision raised it), and when settled its win, the balance after it and the win in EUR cents. */
export async function updateRound(
  db: Db,
  id: string,
  change: Pick<NewRound, 'steps'> &
    Partial<Pick<NewRound, 'stake' | 'raises' | 'status' | 'win' | 'winEurCents' | 'jackpotWin' | 'balanceAfter' | 'settledAt'>>,
): Promise<RoundRow> {
  const [row] = await db.update(gameRounds).set(change).where(eq(gameRounds.id, id)).returning();
  return row!;
}

/** What a launch's rounds staked and won, minor units. */
/**
 * What a launch's rounds staked from the balance and paid into it: a free spin stakes none of the balance
 * (decision 025), and a free spin's win held for a qualifying deposit is not paid into it (yet).
 */
export async function sumLaunchRounds(db: Db, launchId: number): Promise<{ staked: bigint; won: bigint }> {
  const [row] = await db
    .select({
      staked: sql<string>`coalesce(sum(CASE WHEN ${gameRounds.bet}->>'free' = 'true' THEN 0 ELSE ${gameRounds.stake} END), 0)::text`,
      won: sql<string>`coalesce(sum(CASE WHEN ${gameRounds.bet}->>'winsHeld' = 'true' THEN 0 ELSE ${gameRounds.win} END), 0)::text`,
    })
    .from(gameRounds)
    .where(eq(gameRounds.launchId, launchId));
  return { staked: BigInt(row?.staked ?? 0), won: BigInt(row?.won ?? 0) };
}

/** The server seeds of the given pairs that rotation has revealed, by pair id (for game recall and verification). */
export async function findRevealedServerSeeds(db: Db, seedPairIds: number[]): Promise<Map<number, string>> {
  if (seedPairIds.length === 0) return new Map();
  const rows = await db
    .select({ id: fairSeedPairs.id, serverSeed: fairSeedPairs.serverSeed })
    .from(fairSeedPairs)
    .where(and(inArray(fairSeedPairs.id, [...new Set(seedPairIds)]), isNotNull(fairSeedPairs.revealedAt)));
  return new Map(rows.map((r) => [r.id, r.serverSeed]));
}

/**
 * The rounds of an outside aggregator's games (decision 037): kept by the wallet calls that moved their money, for
 * bet history and the winners rails; no engine of ours plays them.
 */
export const AGGREGATOR_FAMILY = 'aggregator';

/** The real-money rounds of our titles these players left open, locked until the transaction ends (an aggregator settles its own). */
export async function lockOpenRealRounds(db: Db, playerIds: string[]): Promise<RoundRow[]> {
  if (!playerIds.length) return [];
  const ours = ne(gameRounds.family, AGGREGATOR_FAMILY);
  return db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.status, 'open'), eq(gameRounds.isDemo, false), inArray(gameRounds.playerId, playerIds), ours))
    .orderBy(gameRounds.createdAt)
    .for('update');
}
