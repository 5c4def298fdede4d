import { describe, expect, it } from 'vitest';
import { daysBetween, defaultFilters, liabilitiesMoment, readReportSearch, ZReportFiltersForm } from './report-filters';

describe('report filters', () => {
  it('default to the last 30 days up to today in UTC, whatever the hour', () => {
    expect(defaultFilters(new Date('2025-03-31T23:59:59.999Z'))).toEqual({ from: '2025-03-02', to: '2025-03-31' });
    expect(defaultFilters(new Date('2024-03-01T00:00:00.000Z'))).toEqual({ from: '2024-02-01', to: '2024-03-01' });
    expect(daysBetween('2025-03-02', '2025-03-31')).toHaveLength(30);
  });

  it('read the report and filters from the address, and fall back to the defaults for anything not valid there', () => {
    const now = new Date('2025-03-31T12:00:00Z');
    expect(readReportSearch(new URLSearchParams('report=players&from=2025-01-01&to=2025-01-31&currency=BTC'), now)).toEqual({
      kind: 'players',
      filters: { from: '2025-01-01', to: '2025-01-31', currency: 'BTC' },
    });
    expect(readReportSearch(new URLSearchParams('report=nope&from=2025-02-30&to=2025-03-01'), now)).toEqual({
      kind: 'games',
      filters: { from: '2025-03-02', to: '2025-03-31' },
    });
  });

  it('check the form as the API does: an empty currency is every currency, a range is at most 366 days', () => {
    expect(ZReportFiltersForm.parse({ from: '2025-01-01', to: '2025-01-02', currency: '' })).toEqual({
      from: '2025-01-01',
      to: '2025-01-02',
    });
    const tooLong = ZReportFiltersForm.safeParse({ from: '2024-01-01', to: '2025-01-01', currency: 'EUR' });
    expect(tooLong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['to', 'A report covers at most 366 days.']]);
  });

  it('take the liabilities at the end of the last day, or now when that day is today', () => {
    const now = new Date('2025-03-31T12:00:00Z');
    expect(liabilitiesMoment({ from: '2025-03-01', to: '2025-03-30' }, now)).toBe('2025-03-30T23:59:59.999Z');
    expect(liabilitiesMoment({ from: '2025-03-01', to: '2025-03-31' }, now)).toBeUndefined();
  });
});
