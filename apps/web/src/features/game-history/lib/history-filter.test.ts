import { describe, expect, it } from 'vitest';
import {
  betHistoryQuery,
  exportCsvUrl,
  gameHistoryToSearch,
  isRangeValid,
  pageCount,
  parseGameHistoryFilter,
  sessionShotsQuery,
} from './history-filter';

const params = (query: string) => new URLSearchParams(query);

describe('game history filter', () => {
  it('reads the URL, dropping what it cannot use', () => {
    expect(parseGameHistoryFilter(params('from=2026-01-02&to=2026-01-31&provider=EmberOak&page=3'))).toEqual({
      from: '2026-01-02',
      to: '2026-01-31',
      provider: 'EmberOak',
      page: 3,
    });
    expect(parseGameHistoryFilter(params('from=yesterday&to=2026-02-30&page=-1'))).toEqual({ from: '', to: '', provider: '', page: 0 });
    expect(parseGameHistoryFilter(params('page=1.5')).page).toBe(0);
    expect(parseGameHistoryFilter(params('page=100001')).page).toBe(0);
  });

  it('writes the page URL without open ends or the first page', () => {
    expect(gameHistoryToSearch({ from: '', to: '', provider: '', page: 0 })).toBe('');
    expect(gameHistoryToSearch({ from: '2026-01-02', to: '', provider: 'Ember Oak', page: 2 })).toBe(
      'from=2026-01-02&provider=Ember+Oak&page=2',
    );
  });

  it('asks the API for one page of the filtered list', () => {
    expect(betHistoryQuery({ from: '2026-01-02', to: '2026-01-31', provider: '', page: 1 })).toBe(
      'from=2026-01-02&to=2026-01-31&size=20&page=1',
    );
    expect(betHistoryQuery({ from: '', to: '', provider: '', page: 0 }, 10)).toBe('size=10&page=0');
  });

  it('builds the CSV link from the filters only, never the page, with the studio encoded', () => {
    expect(exportCsvUrl({ from: '', to: '', provider: '', page: 4 })).toBe('/profile-service/api/v1/history/bet/export');
    expect(exportCsvUrl({ from: '2026-01-02', to: '2026-01-31', provider: 'A&B=C', page: 4 })).toBe(
      '/profile-service/api/v1/history/bet/export?from=2026-01-02&to=2026-01-31&provider=A%26B%3DC',
    );
  });

  it('refuses a range that ends before it starts, and counts pages', () => {
    expect(isRangeValid({ from: '2026-01-02', to: '2026-01-01', provider: '', page: 0 })).toBe(false);
    expect(isRangeValid({ from: '2026-01-02', to: '', provider: '', page: 0 })).toBe(true);
    expect([0, 1, 20, 21].map((total) => pageCount(total))).toEqual([1, 1, 1, 2]);
  });

  it('asks for a session’s shots within the list’s dates, without the studio', () => {
    expect(sessionShotsQuery({ from: '2026-01-02', to: '2026-01-31', provider: 'Bluefin', page: 4 }, 1, 100)).toBe(
      'from=2026-01-02&to=2026-01-31&size=100&page=1',
    );
    expect(sessionShotsQuery({ from: '', to: '', provider: '', page: 0 }, 0, 100)).toBe('size=100&page=0');
  });
});
