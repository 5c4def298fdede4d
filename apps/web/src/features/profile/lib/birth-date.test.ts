import { describe, expect, it } from 'vitest';
import { birthDateToSeconds, isIsoDate, isOldEnough, maxBirthDate, secondsToBirthDate } from './birth-date';

describe('birth date', () => {
  it('converts a calendar date to unix seconds of its midnight UTC and back', () => {
    expect(birthDateToSeconds('1990-05-17')).toBe(642902400);
    expect(secondsToBirthDate(642902400)).toBe('1990-05-17');
    expect(birthDateToSeconds('1960-01-01')).toBe(-315619200);
    expect(secondsToBirthDate(-315619200)).toBe('1960-01-01');
  });

  it('sends an empty input, the placeholder or a broken date as null', () => {
    expect(birthDateToSeconds('')).toBeNull();
    expect(birthDateToSeconds('   ')).toBeNull();
    expect(birthDateToSeconds(undefined)).toBeNull();
    expect(birthDateToSeconds(null)).toBeNull();
    expect(birthDateToSeconds('yyyy-mm-dd')).toBeNull();
    expect(birthDateToSeconds('2001-02-29')).toBeNull();
    expect(birthDateToSeconds('17/05/1990')).toBeNull();
  });

  it('shows no date when the server has none', () => {
    expect(secondsToBirthDate(null)).toBe('');
    expect(secondsToBirthDate(undefined)).toBe('');
  });

  it('recognises real calendar dates only', () => {
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
  });

  it('allows birth dates up to today minus 18 years', () => {
    const today = new Date(2025, 2, 15, 23, 59); // 15 March 2025, local time
    expect(maxBirthDate(today)).toBe('2007-03-15');
    expect(isOldEnough('2007-03-15', today)).toBe(true);
    expect(isOldEnough('2007-03-16', today)).toBe(false);
    expect(isOldEnough('1950-12-31', today)).toBe(true);
    expect(isOldEnough('', today)).toBe(false);
  });

  it('keeps the maximum a real date when today is 29 February', () => {
    expect(maxBirthDate(new Date(2028, 1, 29))).toBe('2010-02-28');
    expect(maxBirthDate(new Date(2024, 0, 1))).toBe('2006-01-01');
  });
});
