import { describe, expect, it } from 'vitest';
import { checkDeposit } from './deposit-rules';

const EUR = { minDeposit: 10, minPromotion: 20, eurRate: 1 };
const USD = { minDeposit: 11, minPromotion: 22, eurRate: 0.92 };
const BTC = { minDeposit: 0.0002, minPromotion: 0.0004, eurRate: 60_000 };

describe('checkDeposit', () => {
  it('asks for the minimum below minDeposit and keeps the button dimmed', () => {
    expect(checkDeposit(9.99, EUR, true)).toEqual({ offer: 'below-minimum', canContinue: false, minimumEur: 10 });
  });

  it('offers no promotion between minDeposit and minPromotion', () => {
    expect(checkDeposit(10, EUR, true)).toMatchObject({ offer: 'no-promotion', canContinue: true });
    expect(checkDeposit(19.99, EUR, true).offer).toBe('no-promotion');
  });

  it('offers a promotion from minPromotion on', () => {
    expect(checkDeposit(20, EUR, true)).toMatchObject({ offer: 'promotion', canContinue: true });
  });

  it('rounds the minimum in euro up to a whole euro', () => {
    // 11 USD × 0.92 = 10.12 €
    expect(checkDeposit(1, USD, true).minimumEur).toBe(11);
    // 0.0002 BTC × 60 000 = 12 € exactly, not 13 through binary noise
    expect(checkDeposit(0, BTC, true).minimumEur).toBe(12);
  });

  it('stays dimmed until the wallets have loaded', () => {
    expect(checkDeposit(50, EUR, false).canContinue).toBe(false);
  });

  it('does not continue with a deposit worth less than 10 €, whatever minDeposit says', () => {
    const cheap = { minDeposit: 1, minPromotion: 100, eurRate: 1 };
    expect(checkDeposit(9, cheap, true)).toMatchObject({ offer: 'no-promotion', canContinue: false });
    expect(checkDeposit(10, cheap, true).canContinue).toBe(true);
  });

  it('treats an empty or unreadable amount as below the minimum', () => {
    expect(checkDeposit(Number.NaN, EUR, true)).toMatchObject({ offer: 'below-minimum', canContinue: false });
    expect(checkDeposit(0, { ...EUR, minDeposit: 0 }, true).canContinue).toBe(false);
  });
});
