import { describe, expect, it } from 'vitest';
import { ageOn, birthDateFromSeconds, secondsFromBirthDate, splitFullName } from './profile-rules';

describe('profile rules', () => {
  it.each([
    ['Robin Example', 'Robin', 'Example'],
    ['  Anna   Maria van der Berg ', 'Anna', 'Maria van der Berg'],
    ['Cher', 'Cher', ''],
  ])('splits "%s" into first and last name', (fullName, firstName, lastName) => {
    expect(splitFullName(fullName)).toEqual({ firstName, lastName });
  });

  it('keeps the UTC date of a unix-seconds instant and answers its midnight', () => {
    const noon = Date.UTC(1990, 4, 17, 12) / 1000;
    expect(birthDateFromSeconds(noon)).toBe('1990-05-17');
    expect(secondsFromBirthDate('1990-05-17')).toBe(Date.UTC(1990, 4, 17) / 1000);
    expect(birthDateFromSeconds(Date.UTC(1950, 0, 1) / 1000)).toBe('1950-01-01');
  });

  it.each([
    ['2007-06-15', '2025-06-15T00:00:00Z', 18],
    ['2007-06-16', '2025-06-15T23:59:59Z', 17],
    ['2007-02-28', '2025-02-28T08:00:00Z', 18],
    ['2008-02-29', '2026-02-28T08:00:00Z', 17],
    ['2008-02-29', '2026-03-01T08:00:00Z', 18],
    ['2030-01-01', '2025-06-15T00:00:00Z', -5],
  ])('a player born %s is %s → %i', (birthDate, now, age) => {
    expect(ageOn(birthDate, new Date(now))).toBe(age);
  });
});
