import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playerProfiles, selfExclusions } from '../../db/schema';

// SQL of the player's profile details and self-exclusions. Every function runs on the handle it is given.

export type ProfileRow = typeof playerProfiles.$inferSelect;
export type ProfileChanges = Partial<Omit<ProfileRow, 'userId' | 'updatedAt'>>;
export type SelfExclusionRow = typeof selfExclusions.$inferSelect;

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(playerProfiles).where(eq(playerProfiles.userId, userId)).limit(1);
  return row;
}

/** The player's row, created empty when missing, locked until the transaction ends. */
export async function lockProfile(db: Db, userId: string): Promise<ProfileRow> {
  await db.insert(playerProfiles).values({ userId }).onConflictDoNothing({ target: playerProfiles.userId });
  const [row] = await db.select().from(playerProfiles).where(eq(playerProfiles.userId, userId)).for('update');
  return row!;
}

export async function updateProfile(db: Db, userId: string, changes: ProfileChanges, now: Date): Promise<ProfileRow> {
  const [row] = await db
    .update(playerProfiles)
    .set({ ...changes, updatedAt: now })
    .where(eq(playerProfiles.userId, userId))
    .returning();
  return row!;
}

/** Flips the setting in one statement, so two quick clicks give two flips. Returns the new value. */
export async function toggleReceiveEmailPromo(db: Db, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .insert(playerProfiles)
    .values({ userId, receiveEmailPromo: true, updatedAt: now })
    .onConflictDoUpdate({
      target: playerProfiles.userId,
      set: { receiveEmailPromo: sql`not ${playerProfiles.receiveEmailPromo}`, updatedAt: now },
    })
    .returning({ receiveEmailPromo: playerProfiles.receiveEmailPromo });
  return row!.receiveEmailPromo;
}

export async function setReceiveEmailPromo(db: Db, userId: string, value: boolean, now: Date): Promise<void> {
  await db
    .insert(playerProfiles)
    .values({ userId, receiveEmailPromo: value, updatedAt: now })
    .onConflictDoUpdate({ target: playerProfiles.userId, set: { receiveEmailPromo: value, updatedAt: now } });
}

/**
 * The end of the player's exclusion: the latest end of all their rows, because a later request can
 * only ever add time. `permanent` when any row has no end; null when the player never excluded themselves.
 */
export async function findSelfExclusionEnd(db: Db, userId: string): Promise<{ permanent: boolean; until: Date | null } | null> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      permanent: sql<boolean>`coalesce(bool_or(${selfExclusions.endsAt} is null), false)`,
      until: sql<string | null>`max(${selfExclusions.endsAt})`,
    })
    .from(selfExclusions)
    .where(eq(selfExclusions.userId, userId));
  if (!row || row.count === 0) return null;
  return { permanent: row.permanent, until: row.until === null ? null : new Date(row.until) };
}

export async function insertSelfExclusion(
  db: Db,
  values: { userId: string; period: SelfExclusionRow['period']; startsAt: Date; endsAt: Date | null },
): Promise<void> {
  await db.insert(selfExclusions).values({ ...values, createdAt: values.startsAt });
}
