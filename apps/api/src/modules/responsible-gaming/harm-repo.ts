import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { harmMarkers, saferGamblingInteractions, saferGamblingPlayers } from '../../db/schema/responsible-gaming';

// The SQL of the signs of harm: the markers (append-only), the messages the player acknowledges, and the stops a strong
// marker puts on bonuses and marketing (columns of safer_gambling_players).

export type HarmMarkerRow = typeof harmMarkers.$inferSelect;
export type InteractionRow = typeof saferGamblingInteractions.$inferSelect;

/** Whether a marker of `kind` was recorded for the player after `after`. */
export async function hasMarkerSince(db: Db, userId: string, kind: string, after: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: harmMarkers.id })
    .from(harmMarkers)
    .where(and(eq(harmMarkers.userId, userId), eq(harmMarkers.kind, kind), gt(harmMarkers.at, after)))
    .limit(1);
  return row !== undefined;
}

export async function insertMarker(db: Db, values: Omit<typeof harmMarkers.$inferInsert, 'id'>): Promise<bigint> {
  const [row] = await db.insert(harmMarkers).values(values).returning({ id: harmMarkers.id });
  return row!.id;
}

/** The player's markers, newest first (the operator's console reads them). */
export async function listMarkers(db: Db, userId: string): Promise<HarmMarkerRow[]> {
  return db.select().from(harmMarkers).where(eq(harmMarkers.userId, userId)).orderBy(desc(harmMarkers.at), desc(harmMarkers.id));
}

/** The player's stops, as their profile row holds them (none without a row). */
export async function findStops(db: Db, userId: string) {
  const [row] = await db
    .select({ bonusesStoppedAt: saferGamblingPlayers.bonusesStoppedAt, marketingStoppedAt: saferGamblingPlayers.marketingStoppedAt })
    .from(saferGamblingPlayers)
    .where(eq(saferGamblingPlayers.userId, userId));
  return { bonusesStoppedAt: row?.bonusesStoppedAt ?? null, marketingStoppedAt: row?.marketingStoppedAt ?? null };
}

/** Stops bonuses and marketing from `at`, each only where not stopped yet; a player without a row gets the default profile. */
export async function recordStops(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .insert(saferGamblingPlayers)
    .values({ userId, profile: 'default', bonusesStoppedAt: at, marketingStoppedAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: saferGamblingPlayers.userId,
      set: {
        bonusesStoppedAt: sql`coalesce(${saferGamblingPlayers.bonusesStoppedAt}, ${at.toISOString()}::timestamptz)`,
        marketingStoppedAt: sql`coalesce(${saferGamblingPlayers.marketingStoppedAt}, ${at.toISOString()}::timestamptz)`,
        updatedAt: at,
      },
    });
}

/** The player's oldest message not yet acknowledged (of `kind`, when given). */
export async function findOpenInteraction(db: Db, userId: string, kind?: string): Promise<InteractionRow | undefined> {
  const [row] = await db
    .select()
    .from(saferGamblingInteractions)
    .where(
      and(
        eq(saferGamblingInteractions.userId, userId),
        isNull(saferGamblingInteractions.acknowledgedAt),
        kind === undefined ? undefined : eq(saferGamblingInteractions.kind, kind),
      ),
    )
    .orderBy(asc(saferGamblingInteractions.openedAt), asc(saferGamblingInteractions.id))
    .limit(1);
  return row;
}

export async function insertInteraction(
  db: Db,
  values: { userId: string; kind: string; markerId?: bigint | null; message?: string | null; caseId: string | null; openedAt: Date },
) {
  const [row] = await db.insert(saferGamblingInteractions).values(values).returning();
  return row!;
}

/** Locks the player's message `id` for its acknowledgement; undefined when it is not theirs. */
export async function lockInteraction(db: Db, userId: string, id: string): Promise<InteractionRow | undefined> {
  const [row] = await db
    .select()
    .from(saferGamblingInteractions)
    .where(and(eq(saferGamblingInteractions.id, id), eq(saferGamblingInteractions.userId, userId)))
    .for('update');
  return row;
}

export async function acknowledgeInteractionRow(db: Db, id: string, at: Date): Promise<void> {
  await db.update(saferGamblingInteractions).set({ acknowledgedAt: at }).where(eq(saferGamblingInteractions.id, id));
}
