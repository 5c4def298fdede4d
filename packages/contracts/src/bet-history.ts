import { z } from 'zod';
import { ZPlayRound } from './play';
import { BET_HISTORY_MAX_SIZE } from './limits';
import { textField } from './text';
import { ZHistoryQuery } from './wallet';

// Bet history and game recall (ISSUE 11 point 7): the player's real-money rounds, newest first.

/** GET /profile-service/api/v1/history/bet?from&to&size&page&provider (docs/product.md, Game history); page counts from 0. */
export const ZBetHistoryQuery = ZHistoryQuery.extend({
  size: z.coerce.number().int().min(1).max(BET_HISTORY_MAX_SIZE).default(20),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  provider: textField().max(200).optional(),
});
export type TBetHistoryQuery = z.infer<typeof ZBetHistoryQuery>;

/** GET /history/bet/export?from&to&provider: the filtered list as CSV. */
export const ZBetHistoryExportQuery = ZBetHistoryQuery.omit({ size: true, page: true });
export type TBetHistoryExportQuery = z.infer<typeof ZBetHistoryExportQuery>;

/**
 * A fishing session (consecutive shots of one title in one launch of the game) listed as one line: the
 * entry's `roundId` and `placedAt` are its first shot's, `stake` and `win` its totals, `balanceAfter` and
 * `settledAt` its last shot's. `net` is win − stake (negative when the player lost).
 */
export const ZBetHistorySession = z.object({
  shots: z.number().int().min(1),
  endedAt: z.iso.datetime(),
  net: z.string(),
});
export type TBetHistorySession = z.infer<typeof ZBetHistorySession>;

/**
 * One line of the list: a round, or a fishing session (`session` not null). Amounts are decimal strings
 * of `currency`; `balanceAfter` is the wallet after the line's last movement.
 */
export const ZBetHistoryEntry = z.object({
  roundId: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  provider: z.string(),
  /** The game page's slug, to play it again. */
  slug: z.string(),
  placedAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
  currency: z.string(),
  stake: z.string(),
  win: z.string(),
  /** A jackpot pool the round won, paid on top of `win`; absent when it won none. */
  jackpotWin: z.string().optional(),
  balanceAfter: z.string().nullable(),
  status: z.enum(['open', 'settled']),
  session: ZBetHistorySession.nullable(),
  /** A round of an aggregator's game: its studio keeps its replay, so it has no recall here. Absent for our own titles. */
  keptByProvider: z.literal(true).optional(),
});
export type TBetHistoryEntry = z.infer<typeof ZBetHistoryEntry>;

export const ZBetHistoryResponse = z.object({
  bets: z.array(ZBetHistoryEntry),
  /** Lines (rounds and fishing sessions) matching the filters, over every page. */
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type TBetHistoryResponse = z.infer<typeof ZBetHistoryResponse>;

/** GET /history/bet/provider: the providers of games the player has played, for the filter. */
export const ZBetHistoryProviders = z.object({ providers: z.array(z.string()) });
export type TBetHistoryProviders = z.infer<typeof ZBetHistoryProviders>;

/** GET /history/bet/round/{roundId}/shots?from&to&size&page: a fishing session's shots within the dates, newest first. */
export const ZBetSessionShotsQuery = ZBetHistoryQuery.omit({ provider: true });
export type TBetSessionShotsQuery = z.infer<typeof ZBetSessionShotsQuery>;

/** GET /history/bet/round/{roundId}: game recall, the round with every step and its fairness inputs. */
export const ZBetRecall = z.object({ entry: ZBetHistoryEntry, round: ZPlayRound });
export type TBetRecall = z.infer<typeof ZBetRecall>;
