import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/sessions';

// The only SQL of the sessions module. Every function runs on the handle it is given (db or transaction).

export async function insertSession(
  db: Db,
  values: { userId: string; tokenHash: string; userAgent: string | null; ip: string; now: Date; expiresAt: Date; payoutOnly: boolean },
): Promise<string> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(sessions)
    .values({ ...rest, createdAt: now, lastSeenAt: now })
    .returning({ id: sessions.id });
  return row!.id;
}

export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      payoutOnly: sessions.payoutOnly,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function revokeSession(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every live session of the player, or every one but `exceptId`; answers how many it ended. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: Date,
  exceptId?: string,
  { keepPayoutOnly = false }: { keepPayoutOnly?: boolean } = {},
): Promise<number> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptId) conditions.push(ne(sessions.id, exceptId));
  if (keepPayoutOnly) conditions.push(eq(sessions.payoutOnly, false));
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Sessions past their absolute lifetime are useless; drop them when the player signs in again. */
export async function deleteExpiredSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
}

export async function listLiveSessions(db: Db, userId: string, idleSince: Date, now: Date) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)))
    .orderBy(desc(sessions.lastSeenAt));
}
