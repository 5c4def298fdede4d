import type { TEligiblePromotions } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { matchingPromotion } from './matching-promotion';

const tier = (id: string, minimumEur: string, maximumEur: string | null, percentage: number, totalSpins: number) => ({
  config: {
    id,
    freeSpins: { configs: [{ totalSpins }], games: [] },
    cashBonus: { maximumBonus: '8000.00', currency: 'EUR', percentage },
    depositRange: { minimumEur, maximumEur },
  },
});

const FIRST_DEPOSIT: TEligiblePromotions = {
  eligible: true,
  events: [
    {
      info: { displayName: '1st deposit', eventName: 'DEPOSIT_1' },
      promotions: [tier('a', '10.00', '16.00', 50, 100), tier('b', '16.01', '50.00', 125, 125), tier('c', '50.01', null, 200, 150)],
    },
  ],
};

describe('matchingPromotion', () => {
  it('finds the tier whose EUR range holds the amount, both ends included', () => {
    expect(matchingPromotion(FIRST_DEPOSIT, 10)?.config.id).toBe('a');
    expect(matchingPromotion(FIRST_DEPOSIT, 16)?.config.id).toBe('a');
    expect(matchingPromotion(FIRST_DEPOSIT, 16.01)?.config.id).toBe('b');
    // 0.1 + 0.2 style noise does not push an exact boundary into the next tier.
    expect(matchingPromotion(FIRST_DEPOSIT, 15.999999999999998)?.config.id).toBe('a');
    expect(matchingPromotion(FIRST_DEPOSIT, 5000)?.config).toMatchObject({ id: 'c', cashBonus: { percentage: 200 } });
  });

  it('offers nothing below the range, without eligibility, or before the answer', () => {
    expect(matchingPromotion(FIRST_DEPOSIT, 9.99)).toBeUndefined();
    expect(matchingPromotion({ ...FIRST_DEPOSIT, eligible: false }, 30)).toBeUndefined();
    expect(matchingPromotion(undefined, 30)).toBeUndefined();
    expect(matchingPromotion(FIRST_DEPOSIT, Number.NaN)).toBeUndefined();
  });
});
