import { BET_HISTORY_EXPORT_MAX_ROWS, type TBetHistoryExportQuery } from '@casino/contracts';
import type { Db } from '../../../db/client';
import { toCsvLines } from '../../../lib/csv';
import { listExportRounds } from './repo';
import { toEntries, toFilter } from './service';

// The CSV export keeps one line per round, fishing shots included, while the screen folds a fishing
// session into one line: each shot is its own wallet bet and win, so a line per shot reconciles with the
// wallet's transaction history and with each round's recall. The Session column names a shot's session
// by the round id its history line shows, so a spreadsheet groups the shots back into the screen's lines.

const CSV_HEADER = [
  'Round ID',
  'Placed at (UTC)',
  'Settled at (UTC)',
  'Game',
  'Provider',
  'Currency',
  'Stake',
  'Win',
  'Jackpot win',
  'Balance after',
  'Status',
  'Session',
];

/** The filtered list as CSV, newest first, at most BET_HISTORY_EXPORT_MAX_ROWS rounds; `isTruncated` when more matched. */
export async function exportBetHistory(
  db: Db,
  playerId: string,
  query: TBetHistoryExportQuery,
): Promise<{ csv: string; isTruncated: boolean }> {
  const filter = await toFilter(db, query);
  const rows = await listExportRounds(db, playerId, filter, BET_HISTORY_EXPORT_MAX_ROWS + 1);
  const isTruncated = rows.length > BET_HISTORY_EXPORT_MAX_ROWS;
  const kept = rows.slice(0, BET_HISTORY_EXPORT_MAX_ROWS);
  const entries = await toEntries(db, kept);
  const lines = entries.map((e, i) => [
    e.roundId,
    e.placedAt,
    e.settledAt ?? '',
    e.gameName,
    e.provider,
    e.currency,
    e.stake,
    e.win,
    e.jackpotWin ?? '',
    e.balanceAfter ?? '',
    e.status,
    kept[i]!.sessionId ?? '',
  ]);
  return { csv: toCsvLines([CSV_HEADER, ...lines]), isTruncated };
}
