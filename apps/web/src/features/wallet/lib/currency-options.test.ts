import { CRYPTO_CURRENCIES, FIAT_CURRENCIES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { byCurrencyOrder, currenciesToAdd } from './currency-options';

describe('currenciesToAdd', () => {
  it('offers every currency the player does not hold, fiat and crypto apart', () => {
    const { fiat, crypto } = currenciesToAdd(['EUR', 'BTC']);
    expect(fiat).toEqual(FIAT_CURRENCIES.filter((c) => c !== 'EUR'));
    expect(crypto).toEqual(CRYPTO_CURRENCIES.filter((c) => c !== 'BTC'));
  });

  it('offers nothing once everything is held', () => {
    expect(currenciesToAdd([...FIAT_CURRENCIES, ...CRYPTO_CURRENCIES])).toEqual({ fiat: [], crypto: [] });
  });
});

describe('byCurrencyOrder', () => {
  it('sorts funds fiat first in the platform order, whatever the default', () => {
    const funds = [{ currency: 'BTC' as const }, { currency: 'USD' as const }, { currency: 'EUR' as const }];
    expect(byCurrencyOrder(funds).map((f) => f.currency)).toEqual(['EUR', 'USD', 'BTC']);
  });
});
