import { describe, expect, it } from 'vitest';
import { getPromotionSettings } from './config';
import { loyaltyLevelOf } from './loyalty';

describe('loyalty level of an amount wagered', () => {
  const { loyaltyLevels } = getPromotionSettings({
    promotionsFile: new URL('../../../data/promotions.json', import.meta.url).pathname,
    promotionMinEurCents: 1000n,
  });
  const at = (cents: bigint) => {
    const { level, name, next } = loyaltyLevelOf(loyaltyLevels, cents);
    return [level, name, next && `${next.name} at ${next.wageredEur}`];
  };

  it.each([
    [0n, [1, 'Bronze', 'Silver at 1000.00']],
    [99_999n, [1, 'Bronze', 'Silver at 1000.00']],
    [100_000n, [2, 'Silver', 'Gold at 10000.00']],
    [999_999n, [2, 'Silver', 'Gold at 10000.00']],
    [1_000_000n, [3, 'Gold', 'Platinum at 50000.00']],
    [4_999_999n, [3, 'Gold', 'Platinum at 50000.00']],
    [5_000_000n, [4, 'Platinum', 'Diamond at 250000.00']],
    [24_999_999n, [4, 'Platinum', 'Diamond at 250000.00']],
    [25_000_000n, [5, 'Diamond', null]],
    [10n ** 15n, [5, 'Diamond', null]],
  ])('%s EUR cents wagered', (cents, expected) => {
    expect(at(cents)).toEqual(expected);
  });

  it('answers the amount wagered in EUR', () => {
    expect(loyaltyLevelOf(loyaltyLevels, 123_456n).wageredEur).toBe('1234.56');
  });
});
