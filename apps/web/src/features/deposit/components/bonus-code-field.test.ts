import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { INITIAL_SESSION, type DepositSession } from '../lib/deposit-session';
import { BonusCodeField } from './bonus-code-field';

const render = (change: Partial<DepositSession>) =>
  renderToStaticMarkup(createElement(BonusCodeField, { session: { ...INITIAL_SESSION, isStarted: true, ...change } }));

describe('BonusCodeField', () => {
  it('starts as a toggle, the field hidden', () => {
    const html = render({});
    expect(html).toContain('I have a bonus code');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('inputMode');
    expect(html).not.toContain('<input');
  });

  it('shows a numeric field with the reason a code cannot be used', () => {
    const html = render({ isCouponShown: true, promotionCoupon: '99', couponError: 'This bonus code has expired' });
    expect(html).toContain('aria-expanded="true"');
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain('value="99"');
    expect(html).toContain('This bonus code has expired');
  });

  it('says what a checked code gives', () => {
    const html = render({
      isCouponShown: true,
      promotionCoupon: '2024',
      couponOffer: {
        couponName: '2024',
        displayName: 'Spring code',
        requiresDeposit: true,
        minimumDepositEur: '20.00',
        bonusPercent: 50,
        bonusEur: null,
        freeSpins: 20,
        expiresAt: null,
      },
    });
    expect(html).toContain('Spring code: this code goes with your deposit.');
    expect(html).toContain('50% bonus on your deposit');
    expect(html).toContain('20 free spins');
    expect(html).toContain('Given with a deposit of at least 20.00 EUR');
  });
});
