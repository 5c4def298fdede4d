import { describe, expect, it } from 'vitest';
import { catalogueCurrency } from './currency';

describe('catalogueCurrency', () => {
  it('keeps a 3-character code', () => {
    expect(catalogueCurrency('BTC')).toBe('BTC');
  });

  it('falls back to EUR otherwise', () => {
    expect(catalogueCurrency('USDT')).toBe('EUR');
    expect(catalogueCurrency('')).toBe('EUR');
    expect(catalogueCurrency(undefined)).toBe('EUR');
  });
});
