import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playerRecoveryCodes, playerTotp } from '../../db/schema/auth';

// The players' authenticator apps and recovery codes (docs/decisions/034-player-two-factor.md).

export type TotpRow = typeof playerTotp.$inferSelect;

export async function findTotp(db: Db, userId: string): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(playerTotp).where(eq(playerTotp.userId, userId));
  return row;
}

/** A new pending secret (an earlier unconfirmed one is replaced); never touches an enabled app. */
export async function upsertPendingTotp(db: Db, userId: string, secret: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(playerTotp)
    .values({ userId, secret, createdAt: now })
    .onConflictDoUpdate({
      target: playerTotp.userId,
      set: { secret, createdAt: now, lastStep: null },
      setWhere: isNull(playerTotp.enabledAt),
    })
    .returning({ userId: playerTotp.userId });
  return rows.length === 1;
}

/**
 * Records an accepted code's time step, only if it is later than the last one: of two requests with the same code
 * one wins. `enable` also turns a pending app on.
 */
export async function advanceTotpStep(db: Db, userId: string, step: number, opts: { enableAt?: Date } = {}): Promise<boolean> {
  const rows = await db
    .update(playerTotp)
    .set({ lastStep: step, ...(opts.enableAt && { enabledAt: opts.enableAt }) })
    .where(
      and(
        eq(playerTotp.userId, userId),
        opts.enableAt ? isNull(playerTotp.enabledAt) : isNotNull(playerTotp.enabledAt),
        or(isNull(playerTotp.lastStep), lt(playerTotp.lastStep, step)),
      ),
    )
    .returning({ userId: playerTotp.userId });
  return rows.length === 1;
}

export async function deleteTotp(db: Db, userId: string): Promise<void> {
  await db.delete(playerTotp).where(eq(playerTotp.userId, userId));
  await db.delete(playerRecoveryCodes).where(eq(playerRecoveryCodes.userId, userId));
}

/** Replaces the player's recovery codes (by their hashes). */
export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[], now: Date): Promise<void> {
  await db.delete(playerRecoveryCodes).where(eq(playerRecoveryCodes.userId, userId));
  await db.insert(playerRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

/** Marks the code used; true for the one caller that did, so a code opens one sign-in only. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(playerRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(playerRecoveryCodes.userId, userId), eq(playerRecoveryCodes.codeHash, codeHash), isNull(playerRecoveryCodes.usedAt)))
    .returning({ id: playerRecoveryCodes.id });
  return rows.length === 1;
}

export async function hasUnusedRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: playerRecoveryCodes.id })
    .from(playerRecoveryCodes)
    .where(and(eq(playerRecoveryCodes.userId, userId), eq(playerRecoveryCodes.codeHash, codeHash), isNull(playerRecoveryCodes.usedAt)));
  return row !== undefined;
}

export async function countRecoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(playerRecoveryCodes)
    .where(and(eq(playerRecoveryCodes.userId, userId), isNull(playerRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Whether the player signs in with a second factor. */
export async function hasEnabledTotp(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: playerTotp.userId })
    .from(playerTotp)
    .where(and(eq(playerTotp.userId, userId), isNotNull(playerTotp.enabledAt)));
  return row !== undefined;
}
