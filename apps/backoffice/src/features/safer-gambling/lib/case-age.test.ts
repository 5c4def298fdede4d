import { describe, expect, it } from 'vitest';
import { caseAge } from './case-age';

describe('caseAge', () => {
  const now = '2026-03-10T12:00:00.000Z';
  it('says days and hours, hours and minutes, or minutes', () => {
    expect(caseAge('2026-03-07T08:30:00.000Z', now)).toBe('3 d 3 h');
    expect(caseAge('2026-03-10T06:48:00.000Z', now)).toBe('5 h 12 min');
    expect(caseAge('2026-03-10T11:51:30.000Z', now)).toBe('8 min');
  });
  it('is never negative, whatever the clocks say', () => {
    expect(caseAge('2026-03-10T12:05:00.000Z', now)).toBe('0 min');
  });
});
