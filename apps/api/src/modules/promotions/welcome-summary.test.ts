import { describe, expect, it } from 'vitest';
import { loadPromotionSettings } from './config';
import type { WelcomeOffer } from './settings';
import { summarizeWelcomeOffer } from './welcome-summary';

// The shipped file's welcome offer (docs/product.md, Promotions) with the default promotion minimum of 10 EUR.
const { welcome } = loadPromotionSettings(new URL('../../../data/promotions.json', import.meta.url).pathname, 1000n);

describe('summarizeWelcomeOffer', () => {
  it('sums the shipped offer: 8,000 EUR on each of five deposits, and the most spins of each', () => {
    const summary = summarizeWelcomeOffer(welcome, 'real-first');
    expect(summary).toMatchObject({
      totalMaximumBonusEur: '40000.00',
      totalFreeSpins: 150 + 4 * 100,
      maximumBonusPerDepositEur: '8000.00',
      topBonusPercent: 200,
      minimumDepositEur: '10.00',
      depositLimit: 5,
      spendOrder: 'real-first',
    });
    expect(summary.deposits.map((d) => [d.depositNumber, d.displayName, d.maximumBonusEur, d.freeSpins])).toEqual([
      [1, '1st deposit', '8000.00', 150],
      [2, '2nd deposit', '8000.00', 100],
      [3, '3rd deposit', '8000.00', 100],
      [4, '4th deposit', '8000.00', 100],
      [5, '5th deposit', '8000.00', 100],
    ]);
  });

  it('gives each band its EUR range, starting at the promotion minimum', () => {
    const [first] = summarizeWelcomeOffer(welcome, 'real-first').deposits;
    expect(first!.tiers).toEqual([
      { id: 'welcome-1-up-to-16', minimumEur: '10.00', maximumEur: '16.00', bonusPercent: 50, freeSpins: 100 },
      { id: 'welcome-1-up-to-50', minimumEur: '16.01', maximumEur: '50.00', bonusPercent: 125, freeSpins: 125 },
      { id: 'welcome-1-up-to-100', minimumEur: '50.01', maximumEur: '100.00', bonusPercent: 200, freeSpins: 150 },
      { id: 'welcome-1-above-100', minimumEur: '100.01', maximumEur: null, bonusPercent: 200, freeSpins: 150 },
    ]);
  });

  it('caps a deposit whose bands are all bounded at what its top band can pay', () => {
    const bounded: WelcomeOffer = {
      maximumBonusEurCents: 800_000n,
      minimumDepositEurCents: 1000n,
      deposits: [
        {
          depositNumber: 1,
          displayName: '1st deposit',
          eventName: 'DEPOSIT_1',
          tiers: [
            // Wholly below the minimum: never earned, never advertised.
            { id: 'tiny', upToEurCents: 500n, bonusPercent: 1000, freeSpins: 999 },
            { id: 'small', upToEurCents: 10_000n, bonusPercent: 200, freeSpins: 50 },
          ],
        },
      ],
    };
    expect(summarizeWelcomeOffer(bounded, 'bonus-first')).toMatchObject({
      totalMaximumBonusEur: '200.00',
      totalFreeSpins: 50,
      topBonusPercent: 200,
      depositLimit: 1,
      spendOrder: 'bonus-first',
      deposits: [{ maximumBonusEur: '200.00', tiers: [{ id: 'small', minimumEur: '10.00', maximumEur: '100.00' }] }],
    });
  });
});
