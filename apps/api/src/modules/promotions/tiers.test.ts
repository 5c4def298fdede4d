import { describe, expect, it } from 'vitest';
import { loadPromotionSettings } from './config';
import { cappedBonus, selectWelcomeTier, welcomeBonusEurCents } from './tiers';

// The shipped file's welcome offer (docs/product.md, Promotions) with the default promotion minimum of 10 EUR.
const { welcome } = loadPromotionSettings(new URL('../../../data/promotions.json', import.meta.url).pathname, 1000n);

const tierOf = (depositNumber: number, eurCents: bigint) => {
  const tier = selectWelcomeTier(welcome, depositNumber, eurCents);
  return tier && [tier.bonusPercent, tier.freeSpins];
};

describe('welcome tier selection', () => {
  it.each([
    // The first deposit's bands, each bound inclusive, the next cent in the next band.
    [1000n, [50, 100], 500n],
    [1600n, [50, 100], 800n],
    [1601n, [125, 125], 2001n],
    [4000n, [125, 125], 5000n],
    [5000n, [125, 125], 6250n],
    [5001n, [200, 150], 10_002n],
    [10_000n, [200, 150], 20_000n],
    // Above 100 EUR the top band goes on, up to the 8,000 EUR cap (reached at 4,000 EUR).
    [10_001n, [200, 150], 20_002n],
    [400_000n, [200, 150], 800_000n],
    [400_001n, [200, 150], 800_000n],
    [10_000_000n, [200, 150], 800_000n],
  ])('first deposit of %i EUR cents: %j, bonus %i cents', (eurCents, tier, bonus) => {
    expect(tierOf(1, eurCents)).toEqual(tier);
    expect(welcomeBonusEurCents(welcome, 1, eurCents)).toBe(bonus);
  });

  it.each([
    [2, [150, 100], 15_000n],
    [3, [100, 100], 10_000n],
    [4, [100, 100], 10_000n],
    [5, [200, 100], 20_000n],
  ])('deposit number %i of 100 EUR: %j, bonus %i cents', (depositNumber, tier, bonus) => {
    expect(tierOf(depositNumber, 10_000n)).toEqual(tier);
    expect(welcomeBonusEurCents(welcome, depositNumber, 10_000n)).toBe(bonus);
  });

  it('caps every deposit at 8,000 EUR', () => {
    expect(welcomeBonusEurCents(welcome, 2, 600_000n)).toBe(800_000n);
    expect(welcomeBonusEurCents(welcome, 3, 800_001n)).toBe(800_000n);
    expect(welcomeBonusEurCents(welcome, 5, 399_999n)).toBe(799_998n);
  });

  it('offers nothing from the 6th deposit on, nor for deposit number 0', () => {
    expect(tierOf(5, 2000n)).toEqual([200, 100]);
    expect(tierOf(6, 2000n)).toBeNull();
    expect(tierOf(7, 10_000n)).toBeNull();
    expect(tierOf(0, 10_000n)).toBeNull();
    expect(welcomeBonusEurCents(welcome, 6, 10_000n)).toBe(0n);
  });

  it('offers nothing below the promotion minimum, on any deposit', () => {
    for (const n of [1, 2, 3, 4, 5]) {
      expect(tierOf(n, 999n)).toBeNull();
      expect(tierOf(n, 1000n)).not.toBeNull();
    }
    const higherMinimum = { ...welcome, minimumDepositEurCents: 2000n };
    expect(selectWelcomeTier(higherMinimum, 1, 1999n)).toBeNull();
    expect(selectWelcomeTier(higherMinimum, 1, 2000n)?.bonusPercent).toBe(125);
  });

  it('offers nothing above a last tier that has a bound', () => {
    const bounded = { ...welcome, deposits: [{ ...welcome.deposits[0]!, tiers: welcome.deposits[0]!.tiers.slice(0, 3) }] };
    expect(selectWelcomeTier(bounded, 1, 10_000n)?.bonusPercent).toBe(200);
    expect(selectWelcomeTier(bounded, 1, 10_001n)).toBeNull();
  });
});

describe('capped bonus', () => {
  it('rounds down to a minor unit and never passes the cap', () => {
    expect(cappedBonus(1001n, 125, 1_000_000n)).toBe(1251n); // 1251.25
    expect(cappedBonus(3n, 50, 100n)).toBe(1n);
    expect(cappedBonus(10n ** 30n, 200, 8n * 10n ** 21n)).toBe(8n * 10n ** 21n);
    expect(cappedBonus(5000n, 0, 100n)).toBe(0n);
  });
});
