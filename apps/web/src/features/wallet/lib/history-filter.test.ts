import { describe, expect, it } from 'vitest';
import { defaultHistoryFilter, historyFilterToSearch, isIsoDate, isRangeValid, parseHistoryFilter, toIsoDate } from './history-filter';

const TODAY = new Date(2025, 2, 15, 13, 30); // 15 March 2025, local time

describe('history filter', () => {
  it('defaults to fiat deposits of the last 30 days', () => {
    expect(defaultHistoryFilter(TODAY)).toEqual({ type: 'deposit', kind: 'fiat', from: '2025-02-13', to: '2025-03-15' });
  });

  it('reads a filter from the URL and writes it back', () => {
    const search = 'type=withdraw&kind=crypto&from=2024-12-01&to=2025-01-31';
    const filter = parseHistoryFilter(new URLSearchParams(search), TODAY);
    expect(filter).toEqual({ type: 'withdraw', kind: 'crypto', from: '2024-12-01', to: '2025-01-31' });
    expect(historyFilterToSearch(filter)).toBe(search);
  });

  it('replaces unknown or broken values with the defaults', () => {
    const filter = parseHistoryFilter(new URLSearchParams('type=bet&kind=gold&from=2025-02-30&to=yesterday'), TODAY);
    expect(filter).toEqual(defaultHistoryFilter(TODAY));
  });

  it('keeps an emptied date as an open end', () => {
    expect(parseHistoryFilter(new URLSearchParams('from=&to='), TODAY)).toMatchObject({ from: '', to: '' });
  });

  it('accepts a range only when it does not end before it starts', () => {
    const base = defaultHistoryFilter(TODAY);
    expect(isRangeValid({ ...base, from: '2025-01-01', to: '2025-01-01' })).toBe(true);
    expect(isRangeValid({ ...base, from: '2025-01-02', to: '2025-01-01' })).toBe(false);
    expect(isRangeValid({ ...base, from: '', to: '2025-01-01' })).toBe(true);
  });

  it('recognises real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
    expect(toIsoDate(new Date(2025, 0, 5))).toBe('2025-01-05');
  });
});
