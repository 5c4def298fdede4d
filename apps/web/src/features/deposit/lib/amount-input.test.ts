import { describe, expect, it } from 'vitest';
import { cleanAmountInput, toApiAmount } from './amount-input';

describe('cleanAmountInput', () => {
  it('keeps digits and one decimal point, reading a comma as one', () => {
    expect(cleanAmountInput('12,5', 'EUR')).toBe('12.5');
    expect(cleanAmountInput('1a2.3.4', 'EUR')).toBe('12.34');
    expect(cleanAmountInput('.5', 'EUR')).toBe('0.5');
  });

  it('cuts decimals the currency does not have', () => {
    expect(cleanAmountInput('12.345', 'EUR')).toBe('12.34');
    expect(cleanAmountInput('1500.5', 'JPY')).toBe('1500');
    expect(cleanAmountInput('0.123456789', 'BTC')).toBe('0.12345678');
  });
});

describe('toApiAmount', () => {
  it('sends the amount as a decimal string', () => {
    expect(toApiAmount('12.5', 'EUR')).toBe('12.5');
    expect(toApiAmount('12.', 'EUR')).toBe('12');
    expect(toApiAmount('0.00049', 'BTC')).toBe('0.00049');
  });

  it('refuses empty, zero and over-precise amounts', () => {
    expect(toApiAmount('', 'EUR')).toBeUndefined();
    expect(toApiAmount('0.00', 'EUR')).toBeUndefined();
    expect(toApiAmount('1.001', 'EUR')).toBeUndefined();
  });
});
