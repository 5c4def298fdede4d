import { gte, lt, lte, type Column, type SQL } from 'drizzle-orm';
import { badRequest } from './errors';

// The from/to filter of the player's histories (money and bets), as the history queries give them (docs/product.md, API).

export type TimeRange = { from?: Date; to?: { at: Date; isInclusive: boolean } };

const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const DAY_MS = 86_400_000;

/** A yyyy-mm-dd date covers that whole UTC day, a date-time is exact; a start after the end is a 400. */
export function toTimeRange(from?: string, to?: string): TimeRange {
  const range: TimeRange = {};
  if (from) range.from = new Date(isDateOnly(from) ? `${from}T00:00:00.000Z` : from);
  if (to) {
    range.to = isDateOnly(to)
      ? { at: new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS), isInclusive: false }
      : { at: new Date(to), isInclusive: true };
  }
  if (range.from && range.to && range.from.getTime() > range.to.at.getTime() - (range.to.isInclusive ? 0 : 1)) {
    throw badRequest('The start date must not be after the end date', 'from');
  }
  return range;
}

/** The conditions that keep rows whose `column` falls in `range`. */
export function timeRangeConditions(column: Column, range: TimeRange = {}): SQL[] {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(column, range.from));
  if (range.to) conditions.push(range.to.isInclusive ? lte(column, range.to.at) : lt(column, range.to.at));
  return conditions;
}
