import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { playerIdentities, registerChecks, selfExclusions } from '../../db/schema/responsible-gaming';

// The only SQL of the responsible-gaming module. Every function runs on the handle it is given.

type SelfExclusionPeriod = (typeof selfExclusions.$inferSelect)['period'];
export type ExclusionEnd = { permanent: boolean; until: Date | null };
export type PlayerIdentity = typeof playerIdentities.$inferInsert;

/** Holds the player's exclusions until the transaction ends, so two requests cannot both decide on the same state. */
export async function lockPlayerExclusions(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`self-exclusion:${userId}`}, 0))`);
}

/**
 * Ids of every account of the person behind `userId`: the same canonical e-mail, or the same full
 * name (any letter case) and date of birth. Without an identity row, just the account itself.
 */
function samePersonAs(db: Db, userId: string) {
  const me = alias(playerIdentities, 'me');
  const other = alias(playerIdentities, 'other');
  const sameNameAndBirth = and(
    isNotNull(me.dateOfBirth),
    eq(other.dateOfBirth, me.dateOfBirth),
    sql`lower(${other.fullName}) = lower(${me.fullName})`,
  );
  return db
    .select({ userId: other.userId })
    .from(other)
    .innerJoin(me, and(eq(me.userId, userId), or(eq(other.emailKey, me.emailKey), sameNameAndBirth)));
}

/**
 * The end of the exclusions of the accounts `whose` selects: the latest end of all their rows,
 * because a later request can only ever add time. `permanent` when any row has no end; null when
 * there is none.
 */
async function findExclusionEnd(db: Db, whose: SQL | undefined): Promise<ExclusionEnd | null> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      permanent: sql<boolean>`coalesce(bool_or(${selfExclusions.endsAt} is null), false)`,
      until: sql<string | null>`max(${selfExclusions.endsAt})`,
    })
    .from(selfExclusions)
    .where(whose);
  if (!row || row.count === 0) return null;
  return { permanent: row.permanent, until: row.until === null ? null : new Date(row.until) };
}

/** The end of the person's exclusion, whichever of their accounts asked for it. */
export const findPersonExclusionEnd = (db: Db, userId: string) =>
  findExclusionEnd(db, or(eq(selfExclusions.userId, userId), inArray(selfExclusions.userId, samePersonAs(db, userId))));

/** The end of the exclusion of whoever's mailbox `emailKey` is. */
export const findMailboxExclusionEnd = (db: Db, emailKey: string) =>
  findExclusionEnd(
    db,
    inArray(
      selfExclusions.userId,
      db.select({ userId: playerIdentities.userId }).from(playerIdentities).where(eq(playerIdentities.emailKey, emailKey)),
    ),
  );

/** Every account of the person, the given one included. */
export async function listPersonAccounts(db: Db, userId: string): Promise<string[]> {
  const rows = await samePersonAs(db, userId);
  return [...new Set([userId, ...rows.map((r) => r.userId)])];
}

export async function insertSelfExclusion(
  db: Db,
  values: { userId: string; period: SelfExclusionPeriod; startsAt: Date; endsAt: Date | null },
): Promise<void> {
  await db.insert(selfExclusions).values({ ...values, createdAt: values.startsAt });
}

/** Creates or refreshes the player's identity; a date of birth once known is kept when none is given. */
export async function upsertPlayerIdentity(db: Db, identity: PlayerIdentity): Promise<void> {
  await db
    .insert(playerIdentities)
    .values(identity)
    .onConflictDoUpdate({
      target: playerIdentities.userId,
      set: {
        emailKey: identity.emailKey,
        fullName: identity.fullName,
        dateOfBirth: sql`coalesce(excluded.date_of_birth, ${playerIdentities.dateOfBirth})`,
      },
    });
}

export type RegisterCheckRow = typeof registerChecks.$inferSelect;

export async function findRegisterCheck(db: Db, userId: string): Promise<RegisterCheckRow | undefined> {
  const [row] = await db.select().from(registerChecks).where(eq(registerChecks.userId, userId));
  return row;
}

export async function upsertRegisterCheck(db: Db, row: RegisterCheckRow): Promise<void> {
  const { userId: _key, ...answer } = row;
  await db.insert(registerChecks).values(row).onConflictDoUpdate({ target: registerChecks.userId, set: answer });
}

/** The register that found the person (through any of their accounts) excluded at its latest check, or null. */
export async function findPersonRegisterHit(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ register: registerChecks.register })
    .from(registerChecks)
    .where(
      and(
        eq(registerChecks.status, 'excluded'),
        or(eq(registerChecks.userId, userId), inArray(registerChecks.userId, samePersonAs(db, userId))),
      ),
    )
    .limit(1);
  return row?.register ?? null;
}

/** The player's date of birth ("1990-05-17") as their profile gave it, or null while unknown. */
export async function findPlayerDateOfBirth(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ dateOfBirth: playerIdentities.dateOfBirth })
    .from(playerIdentities)
    .where(eq(playerIdentities.userId, userId));
  return row?.dateOfBirth ?? null;
}
