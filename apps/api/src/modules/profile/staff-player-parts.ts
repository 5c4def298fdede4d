import type { TStaffPlayer } from '@casino/contracts';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playerDocuments, playerProfiles } from '../../db/schema/profile';

// What the staff console's player search and player page read of this module: countries and documents.

/** The country each player gave on their profile; players without one are absent. */
export async function findPlayerCountries(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: playerProfiles.userId, country: playerProfiles.country })
    .from(playerProfiles)
    .where(inArray(playerProfiles.userId, [...new Set(ids)]));
  return new Map(rows.flatMap((r) => (r.country ? [[r.id, r.country] as const] : [])));
}

/** Every verification document of the player, newest first, as the player page lists them. */
export async function listPlayerDocuments(db: Db, playerId: string): Promise<TStaffPlayer['documents']> {
  const rows = await db
    .select()
    .from(playerDocuments)
    .where(eq(playerDocuments.userId, playerId))
    .orderBy(desc(playerDocuments.uploadedAt), desc(playerDocuments.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    status: row.status,
    uploadedAt: row.uploadedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  }));
}
