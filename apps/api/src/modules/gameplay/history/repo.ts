import { and, count, desc, eq, gte, inArray, lt, lte, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { gameRounds } from '../../../db/schema/gameplay';
import type { TimeRange } from '../../../lib/time-range';
import type { RoundRow } from '../rounds-repo';

// Bet history's SQL: a player's real-money rounds, read through game_rounds_history_idx
// (player_id, created_at desc WHERE NOT is_demo), so every condition below repeats NOT is_demo.

export type HistoryFilter = { range: TimeRange; gameKeys?: string[] };
export type HistoryRow = Omit<RoundRow, 'bet' | 'steps' | 'raises'>;

function historyWhere(playerId: string, { range, gameKeys }: HistoryFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(gameRounds.playerId, playerId), not(gameRounds.isDemo)];
  if (range.from) conditions.push(gte(gameRounds.createdAt, range.from));
  if (range.to) conditions.push(range.to.isInclusive ? lte(gameRounds.createdAt, range.to.at) : lt(gameRounds.createdAt, range.to.at));
  if (gameKeys) conditions.push(inArray(gameRounds.gameKey, gameKeys));
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

/** The titles the player has real rounds on. */
export async function listPlayedGameKeys(db: Db, playerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ gameKey: gameRounds.gameKey })
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, playerId), not(gameRounds.isDemo)));
  return rows.map((r) => r.gameKey);
}
