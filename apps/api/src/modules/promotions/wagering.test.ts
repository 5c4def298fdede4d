import { describe, expect, it } from 'vitest';
import { loadPromotionSettings } from './config';
import { forfeitAmount } from './forfeit';
import { contributionPercentOf, wageringContribution, wageringRulesOf } from './wagering';

// The wagering arithmetic the promotions module owns (docs/decisions/023-wagering.md); the split of stakes and
// wins is the wallet API's, tested in game-wallet/bonus-wagering.test.ts.

const SHIPPED = new URL('../../../data/promotions.json', import.meta.url).pathname;

describe('wagering terms', () => {
  const settings = loadPromotionSettings(SHIPPED, 1000n);

  it('takes a game’s contribution from its family, 0 % for a family at 0 or a game the catalogue does not know', () => {
    expect(contributionPercentOf(settings, 'LuckyLanterns')).toBe(100);
    expect(contributionPercentOf(settings, 'EmberDice')).toBe(10);
    expect(contributionPercentOf(settings, 'IceFishingBonanza')).toBe(50);
    expect(contributionPercentOf(settings, 'VelvetBlackjack')).toBe(0);
    expect(contributionPercentOf(settings, 'acme:golden-reels')).toBe(0);
    const onlySlots = { ...settings, wagering: { ...settings.wagering, contributionPercent: { slots: 100 } } } as typeof settings;
    expect(contributionPercentOf(onlySlots, 'EmberDice')).toBe(0);
    expect(wageringRulesOf(settings).contributionPercentOf('EmberDice')).toBe(10);
    expect(wageringRulesOf(settings).maximumBetEurCents).toBe(500n);
  });

  it('advances wagering by the bonus part times the contribution, rounded down', () => {
    expect(wageringContribution(200n, 100)).toBe(200n);
    expect(wageringContribution(99n, 10)).toBe(9n);
    expect(wageringContribution(19n, 5)).toBe(0n);
    expect(wageringContribution(20n, 5)).toBe(1n);
    expect(wageringContribution(1_000n, 0)).toBe(0n);
    expect(wageringContribution(0n, 100)).toBe(0n);
  });

  it('forfeits the whole bonus balance, never a negative amount', () => {
    expect(forfeitAmount(1_234n)).toBe(1_234n);
    expect(forfeitAmount(0n)).toBe(0n);
    expect(forfeitAmount(-5n)).toBe(0n);
  });
});
