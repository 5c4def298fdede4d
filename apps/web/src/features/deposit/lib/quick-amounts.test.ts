import { describe, expect, it } from 'vitest';
import { QUICK_AMOUNTS_EUR, quickAmount } from './quick-amounts';

describe('quickAmount', () => {
  it('keeps euro as they are', () => {
    expect(QUICK_AMOUNTS_EUR.map((eur) => quickAmount(eur, 1, 'EUR'))).toEqual(['30', '75', '100']);
  });

  it('rounds fiat up to whole units', () => {
    // 30 / 0.92 = 32.6 USD, 75 / 0.92 = 81.5, 100 / 0.92 = 108.7
    expect(QUICK_AMOUNTS_EUR.map((eur) => quickAmount(eur, 0.92, 'USD'))).toEqual(['33', '82', '109']);
    expect(quickAmount(30, 0.0061, 'JPY')).toBe('4919');
  });

  it('does not add a unit to an exact conversion', () => {
    // 75 / 0.75 is 100.00000000000001 in binary floating point
    expect(quickAmount(75, 0.75, 'USD')).toBe('100');
  });

  it('rounds crypto up to three significant digits', () => {
    // 30 / 61 234 = 0.00048992… BTC
    expect(quickAmount(30, 61_234, 'BTC')).toBe('0.00049');
    expect(quickAmount(75, 61_234, 'BTC')).toBe('0.00123');
    expect(quickAmount(100, 0.1234, 'DOG')).toBe('811');
    expect(quickAmount(30, 2500, 'ETH')).toBe('0.012');
  });

  it('never uses more decimals than the currency has', () => {
    // 30 € of a coin worth 100 million euro would need 7 decimals at 3 significant digits; USDT has 6
    expect(quickAmount(30, 100_000_000, 'USDT')).toBe('0.000001');
  });

  it('is always worth at least the euro amount', () => {
    for (const rate of [0.0123, 0.87, 1.13, 2345.6, 61_234.5]) {
      for (const eur of QUICK_AMOUNTS_EUR) {
        expect(Number(quickAmount(eur, rate, 'BTC')) * rate).toBeGreaterThanOrEqual(eur);
        expect(Number(quickAmount(eur, rate, 'USD')) * rate).toBeGreaterThanOrEqual(eur);
      }
    }
  });
});
