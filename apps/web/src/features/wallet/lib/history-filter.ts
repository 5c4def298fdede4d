import { TRANSACTION_TYPES } from '@casino/contracts';

const HISTORY_KINDS = ['fiat', 'crypto'] as const;
type HistoryKind = (typeof HISTORY_KINDS)[number];
type HistoryType = (typeof TRANSACTION_TYPES)[number];

/**
 * What the transaction history shows. `from` and `to` are whole days (yyyy-mm-dd); an empty one
 * leaves that end of the range open.
 */
export type HistoryFilter = { type: HistoryType; kind: HistoryKind; from: string; to: string };

/** Without a choice in the URL the history covers the last 30 days. */
const DEFAULT_RANGE_DAYS = 30;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date as yyyy-mm-dd in the player's own calendar (what a native date input shows). */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function defaultHistoryFilter(today: Date): HistoryFilter {
  const from = new Date(today);
  from.setDate(from.getDate() - DEFAULT_RANGE_DAYS);
  return { type: 'deposit', kind: 'fiat', from: toIsoDate(from), to: toIsoDate(today) };
}

type ParamReader = { get(name: string): string | null };

/** The filter held in the page URL; anything missing or unreadable takes its default. */
export function parseHistoryFilter(params: ParamReader, today: Date): HistoryFilter {
  const defaults = defaultHistoryFilter(today);
  const type = params.get('type');
  const kind = params.get('kind');
  return {
    type: TRANSACTION_TYPES.find((t) => t === type) ?? defaults.type,
    kind: HISTORY_KINDS.find((k) => k === kind) ?? defaults.kind,
    from: readDate(params.get('from'), defaults.from),
    to: readDate(params.get('to'), defaults.to),
  };
}

/** An empty value in the URL is an open end on purpose; an absent or broken one is the default. */
function readDate(value: string | null, fallback: string): string {
  if (value === '') return '';
  return value !== null && isIsoDate(value) ? value : fallback;
}

export function historyFilterToSearch(filter: HistoryFilter): string {
  return new URLSearchParams(filter).toString();
}

/** A range that ends before it starts cannot hold anything: it is not sent. */
export function isRangeValid({ from, to }: HistoryFilter): boolean {
  return !from || !to || from <= to;
}
