import { describe, expect, it } from 'vitest';
import { isPageChange, nextProgress } from './route-change';

const here = 'https://casino.example/games/all?page=2';

describe('isPageChange', () => {
  it('is true for another page of this site, however the router gets there', () => {
    for (const transition of ['push', 'replace', 'traverse'] as const) {
      expect(isPageChange('/faq', here, transition), transition).toBe(true);
      expect(isPageChange('https://casino.example/promotions', here, transition), transition).toBe(true);
    }
  });

  it('is true for another query by a link or back/forward', () => {
    expect(isPageChange('/games/all?page=3', here, 'push')).toBe(true);
    expect(isPageChange('/games/all', here, 'traverse')).toBe(true);
  });

  it('is false when the page replaces its own query (filters, a used token)', () => {
    expect(isPageChange('/games/all?page=3', here, 'replace')).toBe(false);
  });

  it('is false for the page already shown or a jump within it', () => {
    expect(isPageChange(here, here, 'push')).toBe(false);
    expect(isPageChange('/games/all?page=2#top', here, 'push')).toBe(false);
  });

  it('is false for other sites', () => {
    expect(isPageChange('https://other.example/faq', here, 'push')).toBe(false);
  });
});

describe('nextProgress', () => {
  it('rises, slows down and stops short of the end', () => {
    let value = 10;
    const seen = [value];
    for (let i = 0; i < 200; i++) seen.push((value = nextProgress(value)));
    expect(seen.every((v, i) => i === 0 || v >= seen[i - 1]!)).toBe(true);
    expect(Math.max(...seen)).toBe(90);
    expect(nextProgress(10) - 10).toBeGreaterThan(nextProgress(70) - 70);
  });
});
