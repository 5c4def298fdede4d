import {
  gameSlug,
  isCurrencyCode,
  type TBetHistoryEntry,
  type TBetHistoryExportQuery,
  type TBetHistoryProviders,
  type TBetHistoryQuery,
  type TBetHistoryResponse,
  type TBetHistorySession,
  type TBetRecall,
  type TBetSessionShotsQuery,
  type TCurrencyCode,
} from '@casino/contracts';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { toMajorUnits } from '../../../lib/money';
import { toTimeRange } from '../../../lib/time-range';
import type { GameWallet } from '../../game-wallet';
import { findCatalogueTitles, listProviderTitleKeys, type CatalogueTitle } from '../../games';
import { playRoundOf } from '../rounds';
import { AGGREGATOR_FAMILY, findRound } from '../rounds-repo';
import { settleEndedBetsOf } from '../virtual-sports/settle';
import {
  countHistoryLines,
  countHistoryRounds,
  findHistoryRounds,
  listHistoryLines,
  listHistoryRounds,
  listPlayedGameKeys,
  type HistoryFilter,
  type HistoryLine,
  type HistoryRow,
} from './repo';

// Bet history and game recall (ISSUE 11 point 7): only the session's player's real-money rounds.

/** The catalogue names the game and its studio; a round whose title left the catalogue still lists, under its key. */
function toEntry(row: HistoryRow, title: CatalogueTitle | undefined, session: TBetHistorySession | null = null): TBetHistoryEntry {
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
    ...(row.jackpotWin > 0n ? { jackpotWin: toMajorUnits(row.jackpotWin, currency) } : {}),
    balanceAfter: row.balanceAfter === null ? null : toMajorUnits(row.balanceAfter, currency),
    status: row.status,
    session,
    ...(row.family === AGGREGATOR_FAMILY ? { keptByProvider: true as const } : {}),
  };
}

export async function toEntries(db: Db, rows: HistoryRow[]): Promise<TBetHistoryEntry[]> {
  const titles = await findCatalogueTitles(db, [...new Set(rows.map((r) => r.gameKey))]);
  return rows.map((row) => toEntry(row, titles.get(row.gameKey)));
}

/** A round's line is the round; a session's starts as its first shot and ends as its last, with the totals. */
function toLineEntry(line: HistoryLine, rows: Map<string, HistoryRow>, titles: Map<string, CatalogueTitle>): TBetHistoryEntry {
  const first = rows.get(line.firstId)!;
  const last = rows.get(line.lastId)!;
  if (first.family !== 'fishing') return toEntry(first, titles.get(first.gameKey));
  const currency = first.currency as TCurrencyCode;
  const session = { shots: line.shots, endedAt: last.createdAt.toISOString(), net: toMajorUnits(line.win - line.stake, currency) };
  const row: HistoryRow = {
    ...first,
    stake: line.stake,
    win: line.win,
    balanceAfter: last.balanceAfter,
    status: line.isOpen ? 'open' : 'settled',
    settledAt: line.isOpen ? null : last.settledAt,
  };
  return toEntry(row, titles.get(first.gameKey), session);
}

/** Dates as the wallet history reads them; a provider narrows to its titles (none for an unknown one). */
export async function toFilter(db: Db, query: TBetHistoryExportQuery): Promise<HistoryFilter> {
  const range = toTimeRange(query.from, query.to);
  return query.provider === undefined ? { range } : { range, gameKeys: await listProviderTitleKeys(db, query.provider) };
}

export async function getBetHistory(
  db: Db,
  wallet: GameWallet,
  playerId: string,
  query: TBetHistoryQuery,
  now: Date,
): Promise<TBetHistoryResponse> {
  await settleEndedBetsOf(db, wallet, playerId, now);
  return readBetHistory(db, playerId, query);
}

/** The history as it stands, settling nothing: what staff read of a player (a staff look changes no money). */
export async function readBetHistory(db: Db, playerId: string, query: TBetHistoryQuery): Promise<TBetHistoryResponse> {
  const filter = await toFilter(db, query);
  const [lines, total] = await Promise.all([
    listHistoryLines(db, playerId, filter, { limit: query.size, offset: query.page * query.size }),
    countHistoryLines(db, playerId, filter),
  ]);
  const rows = await findHistoryRounds(db, [...new Set(lines.flatMap((l) => [l.firstId, l.lastId]))]);
  const titles = await findCatalogueTitles(db, [...new Set([...rows.values()].map((r) => r.gameKey))]);
  return { bets: lines.map((line) => toLineEntry(line, rows, titles)), total, page: query.page, size: query.size };
}

/**
 * The shots of the fishing session a shot belongs to, within the dates the list was read with, newest
 * first. Anything but the player's own real fishing shot is the same 404, as for recall.
 */
export async function getSessionShots(
  db: Db,
  playerId: string,
  roundId: string,
  query: TBetSessionShotsQuery,
): Promise<TBetHistoryResponse> {
  const row = await findRound(db, roundId);
  if (!row || row.isDemo || row.playerId !== playerId || row.family !== 'fishing') throw notFound('Unknown session');
  const filter = { range: toTimeRange(query.from, query.to), launchId: row.launchId };
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
export async function getBetRecall(db: Db, wallet: GameWallet, playerId: string, roundId: string, now: Date): Promise<TBetRecall> {
  await settleEndedBetsOf(db, wallet, playerId, now);
  return readBetRecall(db, playerId, roundId);
}

/** The recall as it stands, settling nothing (staff read it as the player would see it). */
export async function readBetRecall(db: Db, playerId: string, roundId: string): Promise<TBetRecall> {
  const row = await findRound(db, roundId);
  if (!row || row.isDemo || row.playerId !== playerId) throw notFound('Unknown round');
  if (row.family === AGGREGATOR_FAMILY) throw notFound("This round was played in another studio's game, which keeps its replay.");
  const [entry] = await toEntries(db, [row]);
  return { entry: entry!, round: await playRoundOf(db, row) };
}
