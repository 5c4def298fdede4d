import {
  BET_HISTORY_EXPORT_MAX_ROWS,
  gameSlug,
  isCurrencyCode,
  type TBetHistoryEntry,
  type TBetHistoryExportQuery,
  type TBetHistoryProviders,
  type TBetHistoryQuery,
  type TBetHistoryResponse,
  type TBetRecall,
} from '@casino/contracts';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { toMajorUnits } from '../../../lib/money';
import { toTimeRange } from '../../../lib/time-range';
import { findCatalogueTitles, listProviderTitleKeys, type CatalogueTitle } from '../../games';
import { playRoundOf } from '../rounds';
import { findRound } from '../rounds-repo';
import { settleEndedBetsOf } from '../virtual-sports/settle';
import { toCsv } from './csv';
import { countHistoryRounds, listHistoryRounds, listPlayedGameKeys, type HistoryFilter, type HistoryRow } from './repo';

// Bet history and game recall (ISSUE 11 point 7): only the session's player's real-money rounds.

/** The catalogue names the game and its studio; a round whose title left the catalogue still lists, under its key. */
function toEntry(row: HistoryRow, title: CatalogueTitle | undefined): TBetHistoryEntry {
  const { currency } = row;
  if (!isCurrencyCode(currency)) throw new Error(`round ${row.id} has an unknown currency ${currency}`);
  return {
    roundId: row.id,
    gameId: title?.gameId ?? row.gameKey,
    gameName: title?.name ?? row.gameKey,
    provider: title?.provider ?? '',
    slug: title?.slug ?? gameSlug(row.gameKey),
    placedAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    currency,
    stake: toMajorUnits(row.stake, currency),
    win: toMajorUnits(row.win, currency),
    balanceAfter: row.balanceAfter === null ? null : toMajorUnits(row.balanceAfter, currency),
    status: row.status,
  };
}

async function toEntries(db: Db, rows: HistoryRow[]): Promise<TBetHistoryEntry[]> {
  const titles = await findCatalogueTitles(db, [...new Set(rows.map((r) => r.gameKey))]);
  return rows.map((row) => toEntry(row, titles.get(row.gameKey)));
}

/** Dates as the wallet history reads them; a provider narrows to its titles (none for an unknown one). */
async function toFilter(db: Db, query: TBetHistoryExportQuery): Promise<HistoryFilter> {
  const range = toTimeRange(query.from, query.to);
  return query.provider === undefined ? { range } : { range, gameKeys: await listProviderTitleKeys(db, query.provider) };
}

export async function getBetHistory(db: Db, playerId: string, query: TBetHistoryQuery, now: Date): Promise<TBetHistoryResponse> {
  await settleEndedBetsOf(db, playerId, now);
  const filter = await toFilter(db, query);
  const [rows, total] = await Promise.all([
    listHistoryRounds(db, playerId, filter, { limit: query.size, offset: query.page * query.size }),
    countHistoryRounds(db, playerId, filter),
  ]);
  return { bets: await toEntries(db, rows), total, page: query.page, size: query.size };
}

/** The studios of the titles the player has real rounds on, alphabetically, for the filter. */
export async function listBetHistoryProviders(db: Db, playerId: string): Promise<TBetHistoryProviders> {
  const titles = await findCatalogueTitles(db, await listPlayedGameKeys(db, playerId));
  const providers = new Set([...titles.values()].map((t) => t.provider));
  return { providers: [...providers].sort((a, b) => a.localeCompare(b)) };
}

/**
 * Game recall: the round with every step. Someone else's round, a demo round and an unknown id are
 * the same 404, so a guessed id tells nothing. The server seed shows once rotation revealed its pair.
 */
export async function getBetRecall(db: Db, playerId: string, roundId: string, now: Date): Promise<TBetRecall> {
  await settleEndedBetsOf(db, playerId, now);
  const row = await findRound(db, roundId);
  if (!row || row.isDemo || row.playerId !== playerId) throw notFound('Unknown round');
  const [entry] = await toEntries(db, [row]);
  return { entry: entry!, round: await playRoundOf(db, row) };
}

const CSV_HEADER = [
  'Round ID',
  'Placed at (UTC)',
  'Settled at (UTC)',
  'Game',
  'Provider',
  'Currency',
  'Stake',
  'Win',
  'Balance after',
  'Status',
];

/** The filtered list as CSV, newest first, at most BET_HISTORY_EXPORT_MAX_ROWS rounds; `isTruncated` when more matched. */
export async function exportBetHistory(
  db: Db,
  playerId: string,
  query: TBetHistoryExportQuery,
): Promise<{ csv: string; isTruncated: boolean }> {
  const filter = await toFilter(db, query);
  const rows = await listHistoryRounds(db, playerId, filter, { limit: BET_HISTORY_EXPORT_MAX_ROWS + 1, offset: 0 });
  const isTruncated = rows.length > BET_HISTORY_EXPORT_MAX_ROWS;
  const entries = await toEntries(db, rows.slice(0, BET_HISTORY_EXPORT_MAX_ROWS));
  const lines = entries.map((e) => [
    e.roundId,
    e.placedAt,
    e.settledAt ?? '',
    e.gameName,
    e.provider,
    e.currency,
    e.stake,
    e.win,
    e.balanceAfter ?? '',
    e.status,
  ]);
  return { csv: toCsv([CSV_HEADER, ...lines]), isTruncated };
}
