import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { playerIdentities, registerChecks, selfExclusions } from '../../db/schema/responsible-gaming';
import type { BlockRow } from './exclusion-state';

// The only SQL of the responsible-gaming module. Every function runs on the handle it is given.

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

const blockColumns = {
  kind: selfExclusions.kind,
  period: selfExclusions.period,
  startsAt: selfExclusions.startsAt,
  endsAt: selfExclusions.endsAt,
  reopensAt: selfExclusions.reopensAt,
  liftAskedAt: selfExclusions.liftAskedAt,
};

/** Every time-out and exclusion of the person, whichever of their accounts asked for it. */
export const listPersonBlocks = (db: Db, userId: string): Promise<BlockRow[]> =>
  db
    .select(blockColumns)
    .from(selfExclusions)
    .where(or(eq(selfExclusions.userId, userId), inArray(selfExclusions.userId, samePersonAs(db, userId))));

/** Every time-out and exclusion of whoever's mailbox `emailKey` is. */
export const listMailboxBlocks = (db: Db, emailKey: string): Promise<BlockRow[]> =>
  db
    .select(blockColumns)
    .from(selfExclusions)
    .where(
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

/**
 * Stores a time-out or an exclusion. Without `reopensAt` play reopens at the end (an exclusion support recorded
 * under the old rules); an indefinite one has neither until it is asked to end.
 */
export async function insertSelfExclusion(
  db: Db,
  values: {
    userId: string;
    kind?: 'self_exclusion' | 'time_out' | 'account_closure';
    period: string;
    startsAt: Date;
    endsAt: Date | null;
    reopensAt?: Date | null;
  },
): Promise<void> {
  const reopensAt = values.reopensAt === undefined ? values.endsAt : values.reopensAt;
  await db.insert(selfExclusions).values({ ...values, reopensAt, createdAt: values.startsAt });
}

/** The person's indefinite exclusions not yet asked to end are asked to end at `at`, and reopen at `reopensAt`. */
export async function liftOpenEndedExclusions(db: Db, accounts: string[], at: Date, reopensAt: Date): Promise<void> {
  await db
    .update(selfExclusions)
    .set({ liftAskedAt: at, reopensAt })
    .where(and(inArray(selfExclusions.userId, accounts), eq(selfExclusions.kind, 'self_exclusion'), isNull(selfExclusions.reopensAt)));
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
