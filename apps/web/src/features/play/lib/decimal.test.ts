import { describe, expect, it } from 'vitest';
import { readAmount, toDecimal, toMinor } from './decimal';

describe('decimal strings and minor units', () => {
  it('round-trips amounts of fiat, zero-decimal and crypto currencies', () => {
    expect(toMinor('12.50', 'EUR')).toBe(1250n);
    expect(toDecimal(1250n, 'EUR')).toBe('12.50');
    expect(toDecimal(5n, 'EUR')).toBe('0.05');
    expect(toDecimal(1500n, 'JPY')).toBe('1500');
    expect(toMinor('0.00000001', 'BTC')).toBe(1n);
    expect(toDecimal(-250n, 'EUR')).toBe('-2.50');
    expect(toMinor('-2.50', 'EUR')).toBe(-250n);
  });

  it('reads what a player types only when it is an amount of the currency', () => {
    expect(readAmount(' 1.5 ', 'EUR')).toBe(150n);
    expect(readAmount('1.505', 'EUR')).toBeNull();
    expect(readAmount('abc', 'EUR')).toBeNull();
    expect(readAmount('1', 'XXX')).toBeNull();
  });
});
