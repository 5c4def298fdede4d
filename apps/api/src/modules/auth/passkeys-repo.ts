import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playerPasskeys } from '../../db/schema/auth';

// The players' passkeys (docs/decisions/034-player-two-factor.md).

export type PasskeyRow = typeof playerPasskeys.$inferSelect;

/** Oldest first. */
export async function listPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(playerPasskeys)
    .where(eq(playerPasskeys.userId, userId))
    .orderBy(asc(playerPasskeys.createdAt), asc(playerPasskeys.id));
}

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(playerPasskeys).where(eq(playerPasskeys.userId, userId));
  return row?.n ?? 0;
}

/** The player's passkey with this credential id; another player's is never found. */
export async function findPasskey(db: Db, userId: string, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select()
    .from(playerPasskeys)
    .where(and(eq(playerPasskeys.userId, userId), eq(playerPasskeys.credentialId, credentialId)));
  return row;
}

/** The new row, or undefined when the credential is already stored (on any account). */
export async function insertPasskey(db: Db, values: typeof playerPasskeys.$inferInsert): Promise<PasskeyRow | undefined> {
  const [row] = await db.insert(playerPasskeys).values(values).onConflictDoNothing({ target: playerPasskeys.credentialId }).returning();
  return row;
}

/** The removed row, if the player had it. */
export async function deletePasskey(db: Db, userId: string, id: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .delete(playerPasskeys)
    .where(and(eq(playerPasskeys.userId, userId), eq(playerPasskeys.id, id)))
    .returning();
  return row;
}

/**
 * Stores an accepted assertion's counter, only if the counter read before verifying is still there: of two requests
 * signed with the same counter one wins.
 */
export async function recordPasskeyUse(db: Db, id: string, from: number, to: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(playerPasskeys)
    .set({ counter: to, lastUsedAt: now })
    .where(and(eq(playerPasskeys.id, id), eq(playerPasskeys.counter, from)))
    .returning({ id: playerPasskeys.id });
  return rows.length === 1;
}
