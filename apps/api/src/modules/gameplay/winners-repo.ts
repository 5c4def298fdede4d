import { and, desc, eq, gt, gte, isNotNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameRounds } from '../../db/schema/gameplay';
import type { RoundRow } from './rounds-repo';

// The winners rails' SQL. Both read a partial index over settled real-money wins (NOT is_demo AND
// win > 0), newest or largest first, and stop at the limit.

/** A settled real-money win as the winners rails show it. */
export type WinRow = Pick<RoundRow, 'id' | 'playerId' | 'gameKey' | 'currency' | 'win' | 'winEurCents' | 'settledAt'>;

const wins = {
  id: gameRounds.id,
  playerId: gameRounds.playerId,
  gameKey: gameRounds.gameKey,
  currency: gameRounds.currency,
  win: gameRounds.win,
  winEurCents: gameRounds.winEurCents,
  settledAt: gameRounds.settledAt,
};
// The partial indexes' predicate, word for word, so the planner uses them.
const isRealWin = and(not(gameRounds.isDemo), gt(gameRounds.win, sql`0`));

/** The newest settled wins (game_rounds_latest_wins_idx). */
export async function listLatestWins(db: Db, limit: number): Promise<WinRow[]> {
  return db
    .select(wins)
    .from(gameRounds)
    .where(and(isRealWin, eq(gameRounds.status, 'settled')))
    .orderBy(desc(gameRounds.settledAt), desc(gameRounds.id))
    .limit(limit);
}

/** The largest settled wins in EUR since `since` (game_rounds_top_wins_idx). */
export async function listTopWins(db: Db, since: Date, limit: number): Promise<WinRow[]> {
  return db
    .select(wins)
    .from(gameRounds)
    .where(and(isRealWin, eq(gameRounds.status, 'settled'), isNotNull(gameRounds.winEurCents), gte(gameRounds.settledAt, since)))
    .orderBy(desc(gameRounds.winEurCents), desc(gameRounds.settledAt))
    .limit(limit);
}
