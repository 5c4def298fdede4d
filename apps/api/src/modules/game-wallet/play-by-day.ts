import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameWalletTransactions } from '../../db/schema/game-wallet';

// The operator's reports read the game figures here: every round of our studio and of the aggregators goes through
// the wallet API (in-process or over HTTP), so its transactions hold each stake, win and rollback exactly once, with
// the part of it that was bonus money or a free spin (docs/decisions/029-operator-console.md, Reports).

/** [from, to): the instants a report covers. */
export type ReportRange = { from: Date; to: Date; currency?: string };

/**
 * One UTC day, operator, game and currency: `rounds` that took a bet that day; stakes taken less stakes given back
 * by a rollback (each on the day its money moved), by what paid them; wins by the money they were paid into. A
 * win's part not paid because its bonus had ended, and a no-deposit free-spin win held on its bonus, moved nothing and
 * are not counted.
 */
export type GamePlayDay = {
  day: string;
  operatorId: string;
  gameCode: string;
  currency: string;
  rounds: number;
  realBets: bigint;
  bonusBets: bigint;
  freeBets: bigint;
  realWins: bigint;
  bonusWins: bigint;
};

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const big = (v: unknown) => BigInt(String(v ?? 0));

export async function sumGamePlayByDay(db: Db, range: ReportRange): Promise<GamePlayDay[]> {
  const t = gameWalletTransactions;
  const currency = range.currency === undefined ? sql`` : sql`AND t.currency = ${range.currency}`;
  // A rollback moved money only when it has a ledger transfer: it gives back the bet's amount less the bonus part it
  // returned to bonus money and the part kept because that bonus had ended. A win without a transfer paid nothing.
  const result = await db.execute(sql`
    WITH moves AS (
      SELECT (t.created_at AT TIME ZONE 'UTC')::date::text AS day, t.operator_id, t.game_code, t.currency, t.type,
        t.player_id, t.round_id,
        CASE
          WHEN t.type = 'bet' AND NOT t.is_free THEN t.amount - t.bonus_part
          WHEN t.type = 'rollback' AND t.ledger_transfer_id IS NOT NULL AND NOT b.is_free THEN -(b.amount - t.bonus_part - t.forfeited_part)
          ELSE 0 END AS real_bet,
        CASE
          WHEN t.type = 'bet' AND NOT t.is_free THEN t.bonus_part
          WHEN t.type = 'rollback' AND NOT b.is_free THEN -t.bonus_part
          ELSE 0 END AS bonus_bet,
        CASE
          WHEN t.type = 'bet' AND t.is_free THEN t.amount
          WHEN t.type = 'rollback' AND t.ledger_transfer_id IS NOT NULL AND b.is_free THEN -b.amount
          ELSE 0 END AS free_bet,
        CASE WHEN t.type = 'win' AND t.ledger_transfer_id IS NOT NULL THEN t.amount - t.bonus_part - t.forfeited_part ELSE 0 END AS real_win,
        CASE WHEN t.type = 'win' THEN t.bonus_part ELSE 0 END AS bonus_win
      FROM ${t} t
      LEFT JOIN ${t} b ON t.type = 'rollback' AND b.operator_id = t.operator_id AND b.transaction_uuid = t.reference_transaction_uuid
      WHERE t.status = 'OK' AND NOT t.is_tombstone AND t.created_at >= ${range.from} AND t.created_at < ${range.to} ${currency}
    )
    SELECT day, operator_id, game_code, currency,
      count(DISTINCT player_id::text || ':' || round_id) FILTER (WHERE type = 'bet') AS rounds,
      sum(real_bet)::text AS real_bets, sum(bonus_bet)::text AS bonus_bets, sum(free_bet)::text AS free_bets,
      sum(real_win)::text AS real_wins, sum(bonus_win)::text AS bonus_wins
    FROM moves
    GROUP BY day, operator_id, game_code, currency
    ORDER BY day, currency, operator_id, game_code`);
  return rowsOf(result).map((r) => ({
    day: String(r.day),
    operatorId: String(r.operator_id),
    gameCode: String(r.game_code),
    currency: String(r.currency),
    rounds: Number(r.rounds),
    realBets: big(r.real_bets),
    bonusBets: big(r.bonus_bets),
    freeBets: big(r.free_bets),
    realWins: big(r.real_wins),
    bonusWins: big(r.bonus_wins),
  }));
}

/**
 * The players who staked real money (a bet with a part paid from real money, whatever became of it), per UTC day,
 * and over the whole range.
 */
export async function countRealStakers(db: Db, range: ReportRange): Promise<{ byDay: Map<string, number>; total: number }> {
  const currency = range.currency === undefined ? sql`` : sql`AND currency = ${range.currency}`;
  const result = await db.execute(sql`
    SELECT (created_at AT TIME ZONE 'UTC')::date::text AS day, count(DISTINCT player_id) AS players,
      grouping((created_at AT TIME ZONE 'UTC')::date) = 1 AS is_total
    FROM ${gameWalletTransactions}
    WHERE type = 'bet' AND status = 'OK' AND NOT is_tombstone AND NOT is_free AND amount > bonus_part
      AND created_at >= ${range.from} AND created_at < ${range.to} ${currency}
    GROUP BY ROLLUP ((created_at AT TIME ZONE 'UTC')::date)`);
  const byDay = new Map<string, number>();
  let total = 0;
  for (const r of rowsOf(result)) {
    if (r.is_total === true) total = Number(r.players);
    else byDay.set(String(r.day), Number(r.players));
  }
  return { byDay, total };
}
