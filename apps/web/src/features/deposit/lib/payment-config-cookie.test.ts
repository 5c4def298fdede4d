import { describe, expect, it } from 'vitest';
import { paymentConfigCookie, readPaymentConfig, withFailedGateway, type PaymentConfig } from './payment-config-cookie';

const CONFIG: PaymentConfig = { tabs: ['vegapay'], depositAmount: '50', currency: 'USD', promotionCoupon: '123', declineBonus: false };
const NOW = new Date('2026-03-01T12:00:00Z');

/** What a browser would send back: the name=value part of what was written. */
const sentBack = (cookie: string) => `other=1; ${cookie.split(';')[0]}`;

describe('payment_config cookie', () => {
  it('reads back what it wrote', () => {
    expect(readPaymentConfig(sentBack(paymentConfigCookie(CONFIG, NOW, false)))).toEqual(CONFIG);
  });

  it('lives 20 minutes on the whole site', () => {
    const cookie = paymentConfigCookie(CONFIG, NOW, false);
    expect(cookie).toContain('; Max-Age=1200');
    expect(cookie).toContain('; Expires=Sun, 01 Mar 2026 12:20:00 GMT');
    expect(cookie).toContain('; Path=/');
    expect(cookie).not.toContain('Secure');
  });

  it('is Secure on https', () => {
    expect(paymentConfigCookie(CONFIG, NOW, true)).toMatch(/; Secure$/);
  });

  it('holds the SPEC fields as JSON', () => {
    const value = decodeURIComponent(paymentConfigCookie(CONFIG, NOW, false).split(';')[0]!.split('=')[1]!);
    expect(JSON.parse(value)).toEqual({
      tabs: ['vegapay'],
      depositAmount: '50',
      currency: 'USD',
      promotionCoupon: '123',
      declineBonus: false,
    });
  });

  it('keeps "No bonus" through a reload, but never beside a bonus code', () => {
    const declined = { ...CONFIG, promotionCoupon: '', declineBonus: true };
    expect(readPaymentConfig(sentBack(paymentConfigCookie(declined, NOW, false)))).toEqual(declined);
    const both = { ...CONFIG, declineBonus: true };
    expect(readPaymentConfig(sentBack(paymentConfigCookie(both, NOW, false)))).toMatchObject({
      promotionCoupon: '123',
      declineBonus: false,
    });
  });

  it('ignores a missing, broken or foreign cookie', () => {
    expect(readPaymentConfig('')).toBeUndefined();
    expect(readPaymentConfig('payment_config=%7Bnot json')).toBeUndefined();
    expect(readPaymentConfig(`payment_config=${encodeURIComponent('{"currency":"XYZ"}')}`)).toBeUndefined();
  });

  it('drops unknown gateways and malformed fields', () => {
    const raw = { tabs: ['vegapay', 'nope', 3], depositAmount: 'ten', currency: 'EUR', promotionCoupon: 'abc', declineBonus: 'yes' };
    expect(readPaymentConfig(`payment_config=${encodeURIComponent(JSON.stringify(raw))}`)).toEqual({
      tabs: ['vegapay'],
      depositAmount: '',
      currency: 'EUR',
      promotionCoupon: '',
      declineBonus: false,
    });
  });
});

describe('withFailedGateway', () => {
  const deposit = { depositAmount: '60', currency: 'USD' as const, promotionCoupon: '', declineBonus: true };

  it('adds the failed gateway once, with the current deposit', () => {
    expect(withFailedGateway(CONFIG, deposit, 'orionpay')).toEqual({ ...deposit, tabs: ['vegapay', 'orionpay'] });
    expect(withFailedGateway(CONFIG, deposit, 'vegapay').tabs).toEqual(['vegapay']);
  });

  it('forgets failures of another currency', () => {
    expect(withFailedGateway(CONFIG, { ...deposit, currency: 'EUR' }, 'lyrapay').tabs).toEqual(['lyrapay']);
    expect(withFailedGateway(undefined, deposit, 'lyrapay').tabs).toEqual(['lyrapay']);
  });
});
