import { describe, expect, it } from 'vitest';
import { loadPromotionSettings } from './config';
import { forfeitAmount } from './forfeit';
import { contributionPercentOf, wageringRulesOf } from './wagering';

// The wagering terms the promotions module owns (docs/decisions/023-wagering.md); the arithmetic of stakes, wins
// and the counter is the wallet API's, tested in game-wallet/wagering-sql.test.ts and bonus-wagering.test.ts.

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

  it('forfeits the whole bonus balance, never a negative amount', () => {
    expect(forfeitAmount(1_234n)).toBe(1_234n);
    expect(forfeitAmount(0n)).toBe(0n);
    expect(forfeitAmount(-5n)).toBe(0n);
  });
});
