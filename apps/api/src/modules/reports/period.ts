import { isCurrencyCode, type TStaffReportQuery } from '@casino/contracts';
import { toMajorUnits } from '../../lib/money';

// The dates a report covers, and its amounts as the API shows them.

const DAY_MS = 86_400_000;

/** [from, to): the first day's start to the start of the day after the last, in UTC; both days as asked. */
export type ReportPeriod = { from: Date; to: Date; fromDay: string; toDay: string; currency?: string };

/** The query's days (the contract checked their form, order and span). */
export function reportPeriod(query: Pick<TStaffReportQuery, 'from' | 'to' | 'currency'>): ReportPeriod {
  const from = new Date(`${query.from}T00:00:00.000Z`);
  const to = new Date(Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS);
  return { from, to, fromDay: query.from, toDay: query.to, currency: query.currency };
}

/** Every day of the period, oldest first. */
export function daysOf(period: ReportPeriod): string[] {
  const days: string[] = [];
  for (let at = period.from.getTime(); at < period.to.getTime(); at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** Minor units as the decimal string of the currency's major unit (minor units for a code the site does not know). */
export const money = (minor: bigint, currency: string) => (isCurrencyCode(currency) ? toMajorUnits(minor, currency) : minor.toString());
