import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playerProfiles } from '../../db/schema/profile';

// SQL of the player's profile details. Every function runs on the handle it is given.

export type ProfileRow = typeof playerProfiles.$inferSelect;
export type ProfileChanges = Partial<Omit<ProfileRow, 'userId' | 'updatedAt'>>;

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

/** Every player who opted in to promotional mail, in a stable order. */
export async function listOptedInPlayerIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ userId: playerProfiles.userId })
    .from(playerProfiles)
    .where(eq(playerProfiles.receiveEmailPromo, true))
    .orderBy(playerProfiles.userId);
  return rows.map((r) => r.userId);
}
