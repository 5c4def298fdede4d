import { STAFF_API } from '@/lib/api-client';
import type { ReportFilters, ReportKind } from '../lib/report-filters';

export const REPORTS_URL = `${STAFF_API}/reports`;

/** Every report query key starts with this. */
export const REPORTS_QUERY_KEY = ['reports'] as const;

/** A report's query string: the range and currency, or for the liabilities the moment and currency. */
export function reportQuery(kind: ReportKind, filters: ReportFilters, at: string | undefined, format?: 'csv'): string {
  const search = new URLSearchParams();
  if (kind === 'liabilities') {
    if (at) search.set('at', at);
  } else {
    search.set('from', filters.from);
    search.set('to', filters.to);
  }
  if (filters.currency) search.set('currency', filters.currency);
  if (format) search.set('format', format);
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** The report's rows as a CSV file with the same filters, which the browser downloads with the session cookie. */
export function reportCsvUrl(kind: ReportKind, filters: ReportFilters, at?: string): string {
  return `${REPORTS_URL}/${kind}${reportQuery(kind, filters, at, 'csv')}`;
}
