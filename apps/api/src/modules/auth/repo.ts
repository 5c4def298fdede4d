import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens, captchaSpent, passwordHistory, signInFailures, users } from '../../db/schema/auth';

// The only SQL of the auth module. Every function runs on the handle it is given (db or transaction).

export type UserRow = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;
type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string, opts: { forUpdate?: boolean } = {}): Promise<UserRow | undefined> {
  const query = db.select().from(users).where(eq(users.id, id)).limit(1);
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Undefined when the e-mail is taken (the unique index decides, so concurrent sign-ups cannot both win). */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function markEmailConfirmed(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailConfirmedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
}

export async function listPasswordHistory(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt));
  return rows.map((r) => r.hash);
}

export async function insertPasswordHistory(db: Db, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.insert(passwordHistory).values({ userId, passwordHash, createdAt: now });
}

export async function insertAuthToken(
  db: Db,
  values: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(values);
}

/** Issuing a new link retires the older unused ones of the same kind. */
export async function deleteUnusedTokens(db: Db, userId: string, purpose: TokenPurpose): Promise<void> {
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

/** Links of this kind the player could still use. */
export async function countLiveTokens(db: Db, userId: string, purpose: TokenPurpose, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)));
  return row!.count;
}

export async function findLiveToken(db: Db, purpose: TokenPurpose, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: authTokens.id, userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)),
    )
    .limit(1);
  return row;
}

/** True for the one caller that marks the token used; a concurrent second use gets false. */
export async function consumeToken(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  return rows.length === 1;
}

/** Marks every unused link of this kind used: one used reset link retires its siblings. */
export async function consumeUserTokens(db: Db, userId: string, purpose: TokenPurpose, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

/** False when the signature was already recorded: the same solved captcha is being replayed. */
export async function recordSpentCaptcha(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(captchaSpent)
    .values({ signature, expiresAt })
    .onConflictDoNothing({ target: captchaSpent.signature })
    .returning({ signature: captchaSpent.signature });
  return rows.length === 1;
}

export async function deleteExpiredCaptchas(db: Db, now: Date): Promise<void> {
  await db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, now));
}

export async function findLockedUntil(db: Db, keys: string[], now: Date): Promise<Date | undefined> {
  const rows = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(and(inArray(signInFailures.key, keys), gt(signInFailures.lockedUntil, now)));
  return rows.reduce<Date | undefined>((max, r) => (r.lockedUntil && (!max || r.lockedUntil > max) ? r.lockedUntil : max), undefined);
}

/** Adds one failure to the key's count, starting a new count when the window has passed. */
export async function bumpSignInFailure(db: Db, key: string, now: Date, windowStart: Date): Promise<number> {
  const stale = sql`${signInFailures.firstAt} < ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(signInFailures)
    .values({ key, count: 1, firstAt: now })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        count: sql`case when ${stale} then 1 else ${signInFailures.count} + 1 end`,
        firstAt: sql`case when ${stale} then excluded.first_at else ${signInFailures.firstAt} end`,
      },
    })
    .returning({ count: signInFailures.count });
  return row!.count;
}

export async function lockSignInKey(db: Db, key: string, until: Date): Promise<void> {
  await db.update(signInFailures).set({ lockedUntil: until }).where(eq(signInFailures.key, key));
}

export async function clearSignInFailures(db: Db, key: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, key));
}

/** Counts whose window has passed and whose lock is over carry no information any more. */
export async function deleteStaleSignInFailures(db: Db, windowStart: Date, now: Date): Promise<void> {
  await db
    .delete(signInFailures)
    .where(and(lt(signInFailures.firstAt, windowStart), or(isNull(signInFailures.lockedUntil), lt(signInFailures.lockedUntil, now))));
}

/** Full names of the given players, for the public winners rails (which show them masked). */
export async function listEmails(db: Db, ids: readonly string[]): Promise<{ id: string; email: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

export async function listFullNames(db: Db, ids: string[]): Promise<{ id: string; fullName: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}
