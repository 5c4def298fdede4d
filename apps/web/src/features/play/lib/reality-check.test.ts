import { describe, expect, it } from 'vitest';
import { playedFor } from './reality-check';

describe('playedFor', () => {
  const at = (minutes: number, seconds = 0) => new Date(Date.UTC(2026, 11, 6, 20, 0) + minutes * 60_000 + seconds * 1000).toISOString();
  it('tells whole minutes and hours, rounding down', () => {
    expect(playedFor(at(0), at(15))).toBe('15 minutes');
    expect(playedFor(at(0), at(0, 59))).toBe('0 minutes');
    expect(playedFor(at(0), at(1, 30))).toBe('1 minute');
    expect(playedFor(at(0), at(60))).toBe('1 hour');
    expect(playedFor(at(0), at(125))).toBe('2 hours 5 minutes');
    expect(playedFor(at(0), at(61))).toBe('1 hour 1 minute');
  });
});
