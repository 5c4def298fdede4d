import { and, count, desc, eq, gte, inArray, lt, lte, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { gameRounds } from '../../../db/schema/gameplay';
import type { TimeRange } from '../../../lib/time-range';
import type { RoundRow } from '../rounds-repo';

// Bet history's SQL: a player's real-money rounds, read through game_rounds_history_idx
// (player_id, created_at desc WHERE NOT is_demo), so every condition below repeats NOT is_demo.

/** `launchId` narrows to one launch's fishing shots (a session's). */
export type HistoryFilter = { range: TimeRange; gameKeys?: string[]; launchId?: number };
export type HistoryRow = Omit<RoundRow, 'bet' | 'steps' | 'raises'>;

function historyWhere(playerId: string, { range, gameKeys, launchId }: HistoryFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(gameRounds.playerId, playerId), not(gameRounds.isDemo)];
  if (range.from) conditions.push(gte(gameRounds.createdAt, range.from));
  if (range.to) conditions.push(range.to.isInclusive ? lte(gameRounds.createdAt, range.to.at) : lt(gameRounds.createdAt, range.to.at));
  if (gameKeys) conditions.push(inArray(gameRounds.gameKey, gameKeys));
  if (launchId !== undefined) conditions.push(eq(gameRounds.launchId, launchId), eq(gameRounds.family, 'fishing'));
  return and(...conditions)!;
}

/** The list leaves out each round's bet and steps: they are recall's, and can be large (a free-spins feature). */
const listed = {
  id: gameRounds.id,
  launchId: gameRounds.launchId,
  requestId: gameRounds.requestId,
  playerId: gameRounds.playerId,
  gameKey: gameRounds.gameKey,
  family: gameRounds.family,
  currency: gameRounds.currency,
  isDemo: gameRounds.isDemo,
  status: gameRounds.status,
  stake: gameRounds.stake,
  win: gameRounds.win,
  winEurCents: gameRounds.winEurCents,
  jackpotWin: gameRounds.jackpotWin,
  jackpotChanceOneIn: gameRounds.jackpotChanceOneIn,
  balanceAfter: gameRounds.balanceAfter,
  seedPairId: gameRounds.seedPairId,
  serverSeedHash: gameRounds.serverSeedHash,
  clientSeed: gameRounds.clientSeed,
  nonce: gameRounds.nonce,
  createdAt: gameRounds.createdAt,
  settledAt: gameRounds.settledAt,
};

/**
 * A page of the player's real rounds, newest first (id breaks ties, so pages never overlap). The order
 * is the index's own (created_at DESC NULLS LAST): PostgreSQL reads it in order and stops at the page.
 */
export async function listHistoryRounds(
  db: Db,
  playerId: string,
  filter: HistoryFilter,
  page: { limit: number; offset: number },
): Promise<HistoryRow[]> {
  if (filter.gameKeys?.length === 0) return [];
  return db
    .select(listed)
    .from(gameRounds)
    .where(historyWhere(playerId, filter))
    .orderBy(sql`${gameRounds.createdAt} DESC NULLS LAST`, desc(gameRounds.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countHistoryRounds(db: Db, playerId: string, filter: HistoryFilter): Promise<number> {
  if (filter.gameKeys?.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(gameRounds).where(historyWhere(playerId, filter));
  return row?.n ?? 0;
}

/**
 * What groups rounds into one history line. A fishing shot is a round of its own (settled at once), and a
 * session is every shot of one launch: the game client opens a launch when the player starts the title and
 * the launch idles out after `idle_ms` without a shot (a new visit opens a new one), so a launch is exactly
 * one sitting of consecutive shots, with no time threshold of our own to pick. Every other round is its own line.
 */
const lineKey = sql<string>`CASE WHEN ${gameRounds.family} = 'fishing' THEN 'launch:' || ${gameRounds.launchId} ELSE ${gameRounds.id}::text END`;

/** A history line: its first and last rounds (by placing time) and, for a session, the shots' totals. */
export type HistoryLine = { firstId: string; lastId: string; shots: number; stake: bigint; win: bigint; isOpen: boolean };

/**
 * A page of history lines, newest first by their last round (id breaks ties, as for rounds). Grouping reads
 * all the player's rounds in the range once, as the count already does.
 */
export async function listHistoryLines(
  db: Db,
  playerId: string,
  filter: HistoryFilter,
  page: { limit: number; offset: number },
): Promise<HistoryLine[]> {
  if (filter.gameKeys?.length === 0) return [];
  const lastId = sql<string>`(array_agg(${gameRounds.id} ORDER BY ${gameRounds.createdAt} DESC, ${gameRounds.id} DESC))[1]`;
  return db
    .select({
      firstId: sql<string>`(array_agg(${gameRounds.id} ORDER BY ${gameRounds.createdAt}, ${gameRounds.id}))[1]`,
      lastId,
      shots: count(),
      stake: sql<bigint>`sum(${gameRounds.stake})`.mapWith(BigInt),
      win: sql<bigint>`sum(${gameRounds.win})`.mapWith(BigInt),
      isOpen: sql<boolean>`bool_or(${gameRounds.status} = 'open')`,
    })
    .from(gameRounds)
    .where(historyWhere(playerId, filter))
    .groupBy(lineKey)
    .orderBy(sql`max(${gameRounds.createdAt}) DESC NULLS LAST`, sql`${lastId} DESC`)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countHistoryLines(db: Db, playerId: string, filter: HistoryFilter): Promise<number> {
  if (filter.gameKeys?.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(DISTINCT ${lineKey})`.mapWith(Number) })
    .from(gameRounds)
    .where(historyWhere(playerId, filter));
  return row?.n ?? 0;
}

/**
 * The export's rounds (one row per shot) with each fishing shot's session: the id of the session's first
 * shot within the same filter, which is the `roundId` its history line shows.
 */
export async function listExportRounds(
  db: Db,
  playerId: string,
  filter: HistoryFilter,
  limit: number,
): Promise<(HistoryRow & { sessionId: string | null })[]> {
  if (filter.gameKeys?.length === 0) return [];
  const firstOfLaunch = sql`first_value(${gameRounds.id}) OVER (PARTITION BY ${gameRounds.launchId} ORDER BY ${gameRounds.createdAt}, ${gameRounds.id})`;
  return db
    .select({ ...listed, sessionId: sql<string | null>`CASE WHEN ${gameRounds.family} = 'fishing' THEN ${firstOfLaunch} END` })
    .from(gameRounds)
    .where(historyWhere(playerId, filter))
    .orderBy(sql`${gameRounds.createdAt} DESC NULLS LAST`, desc(gameRounds.id))
    .limit(limit);
}

/** Rounds by id, for the lines' first and last rounds. */
export async function findHistoryRounds(db: Db, ids: string[]): Promise<Map<string, HistoryRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(listed).from(gameRounds).where(inArray(gameRounds.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The titles the player has real rounds on. */
export async function listPlayedGameKeys(db: Db, playerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ gameKey: gameRounds.gameKey })
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, playerId), not(gameRounds.isDemo)));
  return rows.map((r) => r.gameKey);
}
