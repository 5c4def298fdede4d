import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney: fiat', () => {
  it('puts the symbol in front, groups thousands and keeps two decimals', () => {
    expect(formatMoney('1234.50', 'EUR')).toBe('€1,234.50');
    expect(formatMoney('0.00', 'EUR')).toBe('€0.00');
    expect(formatMoney('1234567.89', 'USD')).toBe('$1,234,567.89');
    expect(formatMoney('999.99', 'CAD')).toBe('C$999.99');
  });

  it('shows JPY without decimals', () => {
    expect(formatMoney('1500', 'JPY')).toBe('¥1,500');
    expect(formatMoney('0', 'JPY')).toBe('¥0');
  });

  it('pads missing decimals', () => {
    expect(formatMoney('12', 'EUR')).toBe('€12.00');
    expect(formatMoney('12.5', 'EUR')).toBe('€12.50');
  });

  it('rounds extra decimals half up, carrying into the whole units', () => {
    expect(formatMoney('12.344', 'EUR')).toBe('€12.34');
    expect(formatMoney('12.345', 'EUR')).toBe('€12.35');
    expect(formatMoney('999.995', 'EUR')).toBe('€1,000.00');
    expect(formatMoney('1499.5', 'JPY')).toBe('¥1,500');
  });

  it('shows a minus before the symbol and never a negative zero', () => {
    expect(formatMoney('-5.25', 'EUR')).toBe('-€5.25');
    expect(formatMoney('-0.00', 'EUR')).toBe('€0.00');
    expect(formatMoney('-0.001', 'EUR')).toBe('€0.00');
  });

  it('drops leading zeros', () => {
    expect(formatMoney('0007.10', 'EUR')).toBe('€7.10');
  });
});

describe('formatMoney: crypto', () => {
  it('trims trailing zeros to at least two decimals', () => {
    expect(formatMoney('0.00000000', 'BTC')).toBe('0.00 BTC');
    expect(formatMoney('1.50000000', 'BTC')).toBe('1.50 BTC');
    expect(formatMoney('0.00015000', 'BTC')).toBe('0.00015 BTC');
    expect(formatMoney('25.000000', 'USDT')).toBe('25.00 USDT');
  });

  it('keeps every one of 18 decimals, which a float could not', () => {
    expect(formatMoney('0.000000000000000000', 'ETH')).toBe('0.00 ETH');
    expect(formatMoney('0.000000000000000001', 'ETH')).toBe('0.000000000000000001 ETH');
    expect(formatMoney('12345678.123456789012345678', 'ETH')).toBe('12,345,678.123456789012345678 ETH');
  });

  it('never rounds crypto, even past the currency precision', () => {
    expect(formatMoney('0.123456789', 'BTC')).toBe('0.123456789 BTC');
  });

  it('handles negative amounts', () => {
    expect(formatMoney('-0.50000000', 'LTC')).toBe('-0.50 LTC');
    expect(formatMoney('-0.00000000', 'LTC')).toBe('0.00 LTC');
  });
});

describe('formatMoney: unexpected input', () => {
  it('shows an unknown currency with two decimals and its code', () => {
    expect(formatMoney('1234.5', 'XYZ')).toBe('1,234.50 XYZ');
  });

  it('leaves text that is not a decimal as it is', () => {
    expect(formatMoney('n/a', 'EUR')).toBe('n/a EUR');
    expect(formatMoney('1e3', 'EUR')).toBe('1e3 EUR');
  });
});
