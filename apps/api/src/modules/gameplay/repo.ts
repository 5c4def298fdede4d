import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fairSeedPairs } from '../../db/schema/gameplay';

// The gameplay module's SQL for provably fair seed pairs.

export type SeedPairRow = typeof fairSeedPairs.$inferSelect;
export type NewSeedPair = Pick<SeedPairRow, 'playerId' | 'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'createdAt'>;

const active = (playerId: string) => and(eq(fairSeedPairs.playerId, playerId), isNull(fairSeedPairs.revealedAt));

/** Starts a pair unless the player already has an active one (the partial unique index decides). */
export async function insertSeedPairIfNone(db: Db, pair: NewSeedPair): Promise<void> {
  await db.insert(fairSeedPairs).values(pair).onConflictDoNothing();
}

export async function insertSeedPair(db: Db, pair: NewSeedPair): Promise<SeedPairRow> {
  const [row] = await db.insert(fairSeedPairs).values(pair).returning();
  return row!;
}

export async function findActiveSeedPair(db: Db, playerId: string): Promise<SeedPairRow | undefined> {
  const [row] = await db.select().from(fairSeedPairs).where(active(playerId));
  return row;
}

/**
 * Claims the active pair's next nonce: one statement, so the row lock orders concurrent bets and
 * each gets its own nonce. Undefined when the player has no active pair (none yet, or a rotation
 * revealed it while this waited).
 */
export async function claimNonce(db: Db, playerId: string) {
  const [row] = await db
    .update(fairSeedPairs)
    .set({ nonce: sql`${fairSeedPairs.nonce} + 1` })
    .where(active(playerId))
    .returning({
      id: fairSeedPairs.id,
      serverSeed: fairSeedPairs.serverSeed,
      serverSeedHash: fairSeedPairs.serverSeedHash,
      clientSeed: fairSeedPairs.clientSeed,
      nonce: sql<number>`${fairSeedPairs.nonce} - 1`.mapWith(Number),
    });
  return row;
}

/**
 * Locks the active pair for a rotation; undefined when there is none. A round that claimed a nonce holds this
 * row until it commits, so once this returns, every round opened on the pair is visible to the next statement.
 */
export async function lockActiveSeedPair(db: Db, playerId: string): Promise<SeedPairRow | undefined> {
  const [row] = await db.select().from(fairSeedPairs).where(active(playerId)).for('update');
  return row;
}

export async function revealSeedPair(db: Db, id: number, revealedAt: Date): Promise<SeedPairRow> {
  const [row] = await db.update(fairSeedPairs).set({ revealedAt }).where(eq(fairSeedPairs.id, id)).returning();
  return row!;
}

export async function listRevealedSeedPairs(db: Db, playerId: string, limit: number): Promise<SeedPairRow[]> {
  return db
    .select()
    .from(fairSeedPairs)
    .where(and(eq(fairSeedPairs.playerId, playerId), isNotNull(fairSeedPairs.revealedAt)))
    .orderBy(desc(fairSeedPairs.revealedAt), desc(fairSeedPairs.id))
    .limit(limit);
}
