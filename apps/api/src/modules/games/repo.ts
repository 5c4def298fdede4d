import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favoriteGames, games } from '../../db/schema/games';

export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;

export async function countGames(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(games);
  return row?.n ?? 0;
}

/** Inserts rows whose id is not there yet; returns how many were added. */
export async function insertMissingGames(db: Db, rows: NewGameRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await db.insert(games).values(rows).onConflictDoNothing({ target: games.id }).returning({ id: games.id });
  return added.length;
}

/** Gives the listed games that have no image id their own id as one (the in-house image ids are the ids). */
export async function fillMissingImageIds(db: Db, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const filled = await db
    .update(games)
    .set({ imageId: sql`${games.id}` })
    .where(and(inArray(games.id, ids), isNull(games.imageId)))
    .returning({ id: games.id });
  return filled.length;
}

/**
 * Changes whenever a row is added, changed or removed: the row count and the newest row version
 * (PostgreSQL's xmin, the transaction that wrote the row). One pass over the table, no row read out.
 */
export async function gamesVersion(db: Db): Promise<string> {
  const [row] = await db.select({ n: count(), newest: sql<string | null>`max(xmin::text::bigint)::text` }).from(games);
  return `${row?.n ?? 0}:${row?.newest ?? ''}`;
}

export async function listGames(db: Db): Promise<GameRow[]> {
  return db.select().from(games).orderBy(asc(games.sortOrder), asc(games.id));
}

export async function findGame(db: Db, id: string): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.id, id));
  return row;
}

export async function findGameByLaunchId(db: Db, launchId: string): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.launchId, launchId)).limit(1);
  return row;
}

/** The row of an in-house title by its key (ids are `<studio>:<TitleKey>`). */
export async function findGameByTitleKey(db: Db, key: string): Promise<GameRow | undefined> {
  const [row] = await db
    .select()
    .from(games)
    .where(sql`split_part(${games.id}, ':', 2) = ${key}`)
    .orderBy(asc(games.id))
    .limit(1);
  return row;
}

export async function listFavoriteGames(db: Db, userId: string): Promise<GameRow[]> {
  const rows = await db
    .select({ game: games })
    .from(favoriteGames)
    .innerJoin(games, eq(games.id, favoriteGames.gameId))
    .where(eq(favoriteGames.userId, userId))
    .orderBy(desc(favoriteGames.createdAt), asc(games.id));
  return rows.map((r) => r.game);
}

/** True when the favourite was new. */
export async function insertFavorite(db: Db, userId: string, gameId: string, now: Date): Promise<boolean> {
  const added = await db
    .insert(favoriteGames)
    .values({ userId, gameId, createdAt: now })
    .onConflictDoNothing({ target: [favoriteGames.userId, favoriteGames.gameId] })
    .returning({ gameId: favoriteGames.gameId });
  return added.length > 0;
}

export async function deleteFavorite(db: Db, userId: string, gameId: string): Promise<void> {
  await db.delete(favoriteGames).where(and(eq(favoriteGames.userId, userId), eq(favoriteGames.gameId, gameId)));
}

/** Rows whose id ends in one of the title keys (ids are `<studio>:<TitleKey>`); the caller checks the studio part. */
export async function listGamesByIdSuffix(db: Db, keys: string[]): Promise<GameRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(games)
    .where(inArray(sql<string>`split_part(${games.id}, ':', 2)`, [...new Set(keys)]));
}

/** The catalogue rows of the given ids (an aggregator's game codes, say); an unknown id is absent. */
export async function listGamesByIds(db: Db, ids: string[]): Promise<GameRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(games)
    .where(inArray(games.id, [...new Set(ids)]));
}

export async function listProviderGames(db: Db, provider: string): Promise<Pick<GameRow, 'id' | 'provider' | 'aggregator'>[]> {
  return db
    .select({ id: games.id, provider: games.provider, aggregator: games.aggregator })
    .from(games)
    .where(eq(games.provider, provider));
}
