import { describe, expect, it } from 'vitest';
import { loyaltyProgress } from './loyalty-progress';

describe('loyaltyProgress', () => {
  it('measures the wagering towards the next level', () => {
    expect(
      loyaltyProgress({ level: 1, name: 'Bronze', wageredEur: '250.00', next: { level: 2, name: 'Silver', wageredEur: '1000.00' } }),
    ).toEqual({ isTop: false, percent: 25, remainingEur: '750.00', nextName: 'Silver' });
  });

  it('says when there is no level above', () => {
    expect(loyaltyProgress({ level: 5, name: 'Diamond', wageredEur: '99999.00', next: null })).toEqual({ isTop: true });
  });
});
