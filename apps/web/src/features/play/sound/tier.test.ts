import { describe, expect, it } from 'vitest';
import { resultTier } from './tier';

describe('resultTier', () => {
  it('is none when nothing comes back', () => {
    expect(resultTier('1.00', '0.00', 'EUR')).toBe('none');
  });

  it('is a return at or below the stake, never a win', () => {
    expect(resultTier('1.00', '0.80', 'EUR')).toBe('return');
    expect(resultTier('1.00', '1.00', 'EUR')).toBe('return');
  });

  it('is a win from one minor unit above the stake', () => {
    expect(resultTier('1.00', '1.01', 'EUR')).toBe('win');
    expect(resultTier('0.10', '0.99', 'EUR')).toBe('win');
  });

  it('turns big at ten times the stake and mega at fifty, to the minor unit', () => {
    expect(resultTier('0.10', '0.99', 'EUR')).toBe('win');
    expect(resultTier('0.10', '1.00', 'EUR')).toBe('big');
    expect(resultTier('0.10', '4.99', 'EUR')).toBe('big');
    expect(resultTier('0.10', '5.00', 'EUR')).toBe('mega');
    expect(resultTier('2.50', '1250.00', 'EUR')).toBe('mega');
  });

  it('compares amounts exactly where floats would not', () => {
    // 0.1 × 3 is 0.30000000000000004 in floating point: exactly three times a stake of 0.10 is still a win.
    expect(resultTier('0.10', '0.30', 'EUR')).toBe('win');
    expect(resultTier('0.00001000', '0.00010000', 'BTC')).toBe('big');
    expect(resultTier('0.00001000', '0.00009999', 'BTC')).toBe('win');
  });

  it('does not measure a win of no stake against a multiple', () => {
    expect(resultTier('0.00', '5.00', 'EUR')).toBe('win');
  });
});
