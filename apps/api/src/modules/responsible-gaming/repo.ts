import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selfExclusions } from '../../db/schema/responsible-gaming';

// The only SQL of the responsible-gaming module. Every function runs on the handle it is given.

type SelfExclusionPeriod = (typeof selfExclusions.$inferSelect)['period'];

/** Holds the player's exclusions until the transaction ends, so two requests cannot both decide on the same state. */
export async function lockPlayerExclusions(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`self-exclusion:${userId}`}, 0))`);
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
  values: { userId: string; period: SelfExclusionPeriod; startsAt: Date; endsAt: Date | null },
): Promise<void> {
  await db.insert(selfExclusions).values({ ...values, createdAt: values.startsAt });
}
