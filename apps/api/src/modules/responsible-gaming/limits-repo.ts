import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playerLimits, saferGamblingEvents, saferGamblingPlayers } from '../../db/schema/responsible-gaming';

// The SQL of the player's safer-gambling settings: their market profile, their limits and the append-only record.

export type SaferGamblingPlayerRow = typeof saferGamblingPlayers.$inferSelect;
export type PlayerLimitRow = typeof playerLimits.$inferSelect;
export type SaferGamblingEventRow = typeof saferGamblingEvents.$inferSelect;
export type NewSaferGamblingEvent = Omit<typeof saferGamblingEvents.$inferInsert, 'id'>;

/**
 * Holds the player's limits until the transaction ends: the lock wallet_api_call takes for a bet
 * (safer_gambling_lock_player), so a limit change, each deposit checked together with the row that reserves its
 * room, and each bet wait for each other and never pass a limit together.
 */
export async function lockPlayerLimits(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select safer_gambling_lock_player(${userId}::uuid)`);
}

/** The player's profile row: the first one given stays (registration gives it once). */
export async function insertSaferGamblingPlayer(db: Db, values: { userId: string; profile: string; updatedAt: Date }): Promise<boolean> {
  const rows = await db
    .insert(saferGamblingPlayers)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: saferGamblingPlayers.userId });
  return rows.length === 1;
}

export async function findSaferGamblingPlayer(db: Db, userId: string): Promise<SaferGamblingPlayerRow | undefined> {
  const [row] = await db.select().from(saferGamblingPlayers).where(eq(saferGamblingPlayers.userId, userId));
  return row;
}

/** Records the deposit-limit choice at `at`, unless one is recorded; a player without a row gets the default profile. */
export async function recordDepositLimitChoice(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .insert(saferGamblingPlayers)
    .values({ userId, profile: 'default', depositLimitChosenAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: saferGamblingPlayers.userId,
      set: { depositLimitChosenAt: at, updatedAt: at },
      setWhere: sql`${saferGamblingPlayers.depositLimitChosenAt} is null`,
    });
}

export async function listPlayerLimits(db: Db, userId: string): Promise<PlayerLimitRow[]> {
  return db.select().from(playerLimits).where(eq(playerLimits.userId, userId));
}

export async function upsertPlayerLimit(db: Db, row: PlayerLimitRow): Promise<void> {
  const { userId: _userId, limit: _limit, ...set } = row;
  await db
    .insert(playerLimits)
    .values(row)
    .onConflictDoUpdate({ target: [playerLimits.userId, playerLimits.limit], set });
}

export async function deletePlayerLimit(db: Db, userId: string, limit: string): Promise<void> {
  await db.delete(playerLimits).where(and(eq(playerLimits.userId, userId), eq(playerLimits.limit, limit)));
}

export async function insertSaferGamblingEvent(db: Db, event: NewSaferGamblingEvent): Promise<void> {
  await db.insert(saferGamblingEvents).values(event);
}

/** The player's record, newest first. */
export async function listSaferGamblingEvents(db: Db, userId: string, limit: number): Promise<SaferGamblingEventRow[]> {
  return db
    .select()
    .from(saferGamblingEvents)
    .where(eq(saferGamblingEvents.userId, userId))
    .orderBy(desc(saferGamblingEvents.at), desc(saferGamblingEvents.id))
    .limit(limit);
}

/** Saves the player's reality-check interval or answer time; a player without a row gets the default profile. */
export async function saveRealityCheck(
  db: Db,
  userId: string,
  set: { realityCheckMinutes: number | null } | { realityCheckAnsweredAt: Date },
  at: Date,
): Promise<void> {
  await db
    .insert(saferGamblingPlayers)
    .values({ userId, profile: 'default', ...set, updatedAt: at })
    .onConflictDoUpdate({ target: saferGamblingPlayers.userId, set: { ...set, updatedAt: at } });
}
