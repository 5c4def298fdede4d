import type { TCouponValidationResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { couponOfferLines } from './coupon-offer';

const offer = (change: Partial<TCouponValidationResponse>): TCouponValidationResponse => ({
  couponName: '2024',
  displayName: 'Spring code',
  requiresDeposit: false,
  minimumDepositEur: null,
  bonusPercent: 0,
  bonusEur: null,
  freeSpins: 0,
  expiresAt: null,
  ...change,
});

const keys = (o: TCouponValidationResponse) => couponOfferLines(o).map((line) => line.key);

describe('couponOfferLines', () => {
  it('lists a fixed bonus and free spins redeemed at once', () => {
    expect(couponOfferLines(offer({ bonusEur: '10.00', freeSpins: 20 }))).toEqual([
      { key: 'fixed', labelKey: 'promotions.coupon.gives.fixed', vars: { amount: '10.00' } },
      { key: 'spins', labelKey: 'promotions.coupon.gives.spins', vars: { count: 20 } },
    ]);
  });

  it('names the deposit a percentage bonus needs', () => {
    expect(couponOfferLines(offer({ bonusPercent: 50, requiresDeposit: true, minimumDepositEur: '20.00' }))).toEqual([
      { key: 'percent', labelKey: 'promotions.coupon.gives.percent', vars: { percent: 50 } },
      { key: 'deposit', labelKey: 'promotions.coupon.gives.depositAtLeast', vars: { amount: '20.00' } },
    ]);
    expect(keys(offer({ bonusPercent: 50, requiresDeposit: true }))).toEqual(['percent', 'deposit']);
  });

  it('leaves out a zero fixed bonus and says so when a code gives nothing', () => {
    expect(keys(offer({ bonusEur: '0.00', freeSpins: 5 }))).toEqual(['spins']);
    expect(keys(offer({}))).toEqual(['nothing']);
  });
});
