import { describe, expect, it } from 'vitest';
import { isNonZeroMoney, sumMoney, toDecimal } from './money-arithmetic';

describe('sumMoney', () => {
  it('adds amounts exactly in minor units, keeping the currency decimals', () => {
    expect(sumMoney(['0.10', '0.20'], 'EUR')).toBe('0.30');
    expect(sumMoney(['12', '0.5'], 'EUR')).toBe('12.50');
    expect(sumMoney(['999.99', '0.01'], 'USD')).toBe('1000.00');
    expect(sumMoney(['1500', '25'], 'JPY')).toBe('1525');
    expect(sumMoney([], 'EUR')).toBe('0.00');
  });

  it('keeps every decimal of crypto and of finer amounts', () => {
    expect(sumMoney(['0.000000000000000001', '1.000000000000000000'], 'ETH')).toBe('1.000000000000000001');
    expect(sumMoney(['0.00000001', '0.00000002'], 'BTC')).toBe('0.00000003');
    expect(sumMoney(['1.005', '0.005'], 'EUR')).toBe('1.010');
  });

  it('handles negative amounts', () => {
    expect(sumMoney(['-2.50', '1.00'], 'EUR')).toBe('-1.50');
    expect(sumMoney(['-0.05', '0.05'], 'EUR')).toBe('0.00');
  });

  it('answers null when an amount is not a decimal', () => {
    expect(sumMoney(['1.00', 'n/a'], 'EUR')).toBeNull();
    expect(sumMoney(['1e3'], 'EUR')).toBeNull();
  });
});

describe('isNonZeroMoney', () => {
  it('tells zero amounts from others, at any scale', () => {
    for (const zero of ['0', '0.00', '-0.0', '0.000000000000000000']) expect(isNonZeroMoney(zero), zero).toBe(false);
    for (const other of ['0.01', '1', '-0.10', '0.000000000000000001', '100.00']) expect(isNonZeroMoney(other), other).toBe(true);
  });

  it('is false for what is not money', () => {
    expect(isNonZeroMoney('')).toBe(false);
    expect(isNonZeroMoney('1e5')).toBe(false);
  });
});

describe('toDecimal', () => {
  it("writes minor units with the currency's decimals", () => {
    expect(toDecimal(2500n, 'EUR')).toBe('25.00');
    expect(toDecimal(1500n, 'JPY')).toBe('1500');
    expect(toDecimal(1n, 'ETH')).toBe('0.000000000000000001');
    expect(toDecimal(-5n, 'USD')).toBe('-0.05');
  });

  it('gives a currency it does not know two decimals', () => {
    expect(toDecimal(12345n, 'XYZ')).toBe('123.45');
  });
});
