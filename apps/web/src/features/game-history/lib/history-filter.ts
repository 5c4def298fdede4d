import { isIsoDate } from '@/features/wallet';
import { BET_EXPORT_URL } from '../api/paths';

/**
 * What the game history shows: whole days (yyyy-mm-dd, empty = that end open), a studio (empty =
 * all) and the page (from 0). Without dates it lists every round, so the newest are always there.
 */
export type GameHistoryFilter = { from: string; to: string; provider: string; page: number };

export const GAME_HISTORY_PAGE_SIZE = 20;
/** The API's own limit on a page number. */
const MAX_PAGE = 100_000;

type ParamReader = { get(name: string): string | null };

/** The filter held in the page URL; anything missing or unreadable takes its default. */
export function parseGameHistoryFilter(params: ParamReader): GameHistoryFilter {
  const date = (name: string) => {
    const value = params.get(name);
    return value !== null && isIsoDate(value) ? value : '';
  };
  const page = Number(params.get('page') ?? '0');
  return {
    from: date('from'),
    to: date('to'),
    provider: (params.get('provider') ?? '').slice(0, 200),
    page: Number.isSafeInteger(page) && page >= 0 && page <= MAX_PAGE ? page : 0,
  };
}

/** The filters the API and the export take, leaving out the open ends. */
function filterParams({ from, to, provider }: GameHistoryFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (provider) params.set('provider', provider);
  return params;
}

/** The page URL's query: the filters, and the page once past the first. */
export function gameHistoryToSearch(filter: GameHistoryFilter): string {
  const params = filterParams(filter);
  if (filter.page > 0) params.set('page', String(filter.page));
  return params.toString();
}

/** GET /history/bet's query for one page. */
export function betHistoryQuery(filter: GameHistoryFilter, size = GAME_HISTORY_PAGE_SIZE): string {
  const params = filterParams(filter);
  params.set('size', String(size));
  params.set('page', String(filter.page));
  return params.toString();
}

/** GET /history/bet/round/{id}/shots's query: a session's shots within the list's dates, one page of `size`. */
export function sessionShotsQuery({ from, to }: GameHistoryFilter, page: number, size: number): string {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  params.set('size', String(size));
  params.set('page', String(page));
  return params.toString();
}

/** The CSV of the whole filtered list (every page), as the export route serves it. */
export function exportCsvUrl(filter: GameHistoryFilter): string {
  const query = filterParams(filter).toString();
  return query ? `${BET_EXPORT_URL}?${query}` : BET_EXPORT_URL;
}

/** A range that ends before it starts cannot hold anything: it is not sent. */
export function isRangeValid({ from, to }: GameHistoryFilter): boolean {
  return !from || !to || from <= to;
}

/** How many pages `total` rounds fill (at least one, so "page 1 of 1" reads right when empty). */
export function pageCount(total: number, size = GAME_HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}
