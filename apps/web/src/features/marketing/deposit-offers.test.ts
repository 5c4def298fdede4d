import { describe, expect, it } from 'vitest';
import { DEPOSIT_OFFERS, formatWholeEuros, groupOffersByDeposit } from './deposit-offers';

describe('groupOffersByDeposit', () => {
  it('makes one group per deposit, in order, keeping the first deposit tiers together', () => {
    const groups = groupOffersByDeposit(DEPOSIT_OFFERS);
    expect(groups.map((g) => g.depositNumber)).toEqual([1, 2, 3, 4, 5]);
    expect(groups[0]?.offers.map((o) => o.upToEur)).toEqual([16, 50, 100]);
    expect(groups[4]?.offers).toEqual([{ depositNumber: 5, bonusPercent: 200, freeSpins: 100 }]);
  });

  it('sorts by deposit number whatever the input order', () => {
    const groups = groupOffersByDeposit([
      { depositNumber: 3, bonusPercent: 100, freeSpins: 100 },
      { depositNumber: 2, bonusPercent: 150, freeSpins: 100 },
    ]);
    expect(groups.map((g) => g.depositNumber)).toEqual([2, 3]);
  });
});

describe('formatWholeEuros', () => {
  it('adds thousands separators', () => {
    expect(formatWholeEuros(8000)).toBe('8,000');
    expect(formatWholeEuros(16)).toBe('16');
  });
});
