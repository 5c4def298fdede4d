import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatSnapshotTime, ratioPercent } from './format';

describe('formatMinorUnits', () => {
  it("shows minor units as money of their currency's decimals", () => {
    expect(formatMinorUnits('2500', 'EUR')).toBe('€25.00');
    expect(formatMinorUnits(5n, 'EUR')).toBe('€0.05');
    expect(formatMinorUnits('1500', 'JPY')).toBe('¥1,500');
    expect(formatMinorUnits('150000000', 'BTC')).toBe('1.50 BTC');
    expect(formatMinorUnits('1000000000000000001', 'ETH')).toBe('1.000000000000000001 ETH');
  });

  it('keeps every digit of a total beyond what a float holds', () => {
    expect(formatMinorUnits('9000000000123469290', 'EUR')).toBe('€90,000,000,001,234,692.90');
  });

  it('shows an amount it cannot read as it came', () => {
    expect(formatMinorUnits('12.5', 'EUR')).toBe('12.5 EUR');
    expect(formatMinorUnits('', 'EUR')).toBe(' EUR');
  });
});

describe('formatSnapshotTime', () => {
  it('writes the time in UTC to the second', () => {
    expect(formatSnapshotTime('2026-12-01T00:00:05.123Z')).toBe('2026-12-01 00:00:05 UTC');
    expect(formatSnapshotTime('2026-12-01T01:30:00+01:00')).toBe('2026-12-01 00:30:00 UTC');
  });

  it('leaves a time it cannot read as it came', () => {
    expect(formatSnapshotTime('soon')).toBe('soon');
  });
});

describe('ratioPercent', () => {
  it('moves the point two places without rounding', () => {
    expect(ratioPercent('1.0250')).toBe('102.50');
    expect(ratioPercent('0.0042')).toBe('0.42');
    expect(ratioPercent('12.3456')).toBe('1234.56');
    expect(ratioPercent('0.0000')).toBe('0.00');
  });
});
