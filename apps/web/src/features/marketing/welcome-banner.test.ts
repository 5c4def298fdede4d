import type { TWelcomeOfferSummary } from '@casino/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DepositOfferCards } from './deposit-offer-cards';
import { WelcomeBanner } from './welcome-banner';

const tier = (id: string, minimumEur: string, maximumEur: string | null, bonusPercent: number, freeSpins: number) => ({
  id,
  minimumEur,
  maximumEur,
  bonusPercent,
  freeSpins,
});

const OFFER: TWelcomeOfferSummary = {
  totalMaximumBonusEur: '16000.00',
  totalFreeSpins: 275,
  maximumBonusPerDepositEur: '8000.00',
  topBonusPercent: 300,
  minimumDepositEur: '10.00',
  depositLimit: 2,
  deposits: [
    {
      depositNumber: 1,
      displayName: 'First deposit',
      maximumBonusEur: '8000.00',
      freeSpins: 175,
      tiers: [tier('a', '10.00', '20.00', 100, 50), tier('b', '20.01', null, 300, 175)],
    },
    {
      depositNumber: 2,
      displayName: 'Second deposit',
      maximumBonusEur: '8000.00',
      freeSpins: 100,
      tiers: [tier('c', '10.00', null, 150, 100)],
    },
  ],
  spendOrder: 'real-first',
};

describe('WelcomeBanner', () => {
  it("advertises the operator's figures, not the bundle's", () => {
    const html = renderToStaticMarkup(createElement(WelcomeBanner, { offer: OFFER }));
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe('16,000 EUR + 275 free spins');
    expect(html).toContain('Spread across your first 2 deposits: bonuses of up to 300%');
    expect(html).toContain('8,000 EUR');
    expect(html).not.toContain('2,000 EUR + 200');
  });

  it('keeps its calls to action and the small print', () => {
    const html = renderToStaticMarkup(createElement(WelcomeBanner, { offer: OFFER }));
    expect(html).toMatch(/<button[^>]*>Sign up<\/button>/);
    expect(html).toMatch(/<a [^>]*href="\/promotions"[^>]*>See promotions<\/a>/);
    expect(html).toContain('18+ only. New players. Bonus terms apply.');
  });

  it('speaks of the offer without figures when they could not be read', () => {
    const html = renderToStaticMarkup(createElement(WelcomeBanner, { offer: null }));
    expect(html).toContain('Bonuses and free spins on your first deposits');
    expect(html).not.toMatch(/\d+ EUR/);
  });
});

describe('DepositOfferCards', () => {
  it('lists every deposit with its bands, named by their bounds', () => {
    const html = renderToStaticMarkup(createElement(DepositOfferCards, { offer: OFFER }));
    expect(html).toContain('First deposit');
    expect(html).toContain('Deposit up to 20 EUR');
    expect(html).toContain('Deposit over 20 EUR');
    expect(html).toContain('300% bonus');
    expect(html).toContain('Second deposit');
    expect(html).toContain('+ 100 free spins');
  });
});
