import { ZCurrencyCode, ZStaffReportQuery, type TCurrencyCode } from '@casino/contracts';
import { z } from 'zod';

// What a report page shows is in its address (?report=…&from=…&to=…&currency=…), so a reload, the back button
// and a shared link all show the same figures.

export const REPORT_KINDS = ['games', 'payments', 'players', 'liabilities'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export type ReportFilters = { from: string; to: string; currency?: TCurrencyCode };

const DAY_MS = 86_400_000;
/** The default range: this many days, today (UTC) included. */
const DEFAULT_DAYS = 30;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last 30 days up to `now`'s UTC day, both ends included. */
export function defaultFilters(now: Date): ReportFilters {
  const today = Date.parse(`${isoDay(now.getTime())}T00:00:00.000Z`);
  return { from: isoDay(today - (DEFAULT_DAYS - 1) * DAY_MS), to: isoDay(today) };
}

/** The form's fields as typed (an empty currency is every currency), checked as the API checks them. */
export const ZReportFiltersForm = z
  .object({ from: z.string(), to: z.string(), currency: z.union([z.literal(''), ZCurrencyCode]) })
  .transform(({ currency, ...range }): z.input<typeof ZStaffReportQuery> => (currency === '' ? range : { ...range, currency }))
  .pipe(ZStaffReportQuery);
export type ReportFiltersFormInput = z.input<typeof ZReportFiltersForm>;

/** The report and filters in an address; anything missing or not valid there falls back to the defaults. */
export function readReportSearch(search: URLSearchParams, now: Date): { kind: ReportKind; filters: ReportFilters } {
  const asked = search.get('report');
  const kind = REPORT_KINDS.find((k) => k === asked) ?? 'games';
  const parsed = ZStaffReportQuery.safeParse({
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
    currency: search.get('currency') || undefined,
  });
  if (!parsed.success) return { kind, filters: defaultFilters(now) };
  const { from, to, currency } = parsed.data;
  return { kind, filters: currency ? { from, to, currency } : { from, to } };
}

/** The page's address query for a report and its filters. */
export function reportSearch(kind: ReportKind, filters: ReportFilters): URLSearchParams {
  const search = new URLSearchParams({ report: kind, from: filters.from, to: filters.to });
  if (filters.currency) search.set('currency', filters.currency);
  return search;
}

/**
 * The liabilities report is a moment, not a range: the end of the range's last day, or now when that day is today
 * (a moment still to come has nothing to show yet).
 */
export function liabilitiesMoment(filters: ReportFilters, now: Date): string | undefined {
  return filters.to >= isoDay(now.getTime()) ? undefined : `${filters.to}T23:59:59.999Z`;
}

/** Every day from `from` to `to`, both included, oldest first. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00.000Z`);
  for (let at = Date.parse(`${from}T00:00:00.000Z`); at <= end; at += DAY_MS) days.push(isoDay(at));
  return days;
}
