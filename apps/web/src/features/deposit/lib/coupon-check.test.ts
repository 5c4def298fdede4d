import type { TCouponValidationResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { couponGate } from './coupon-check';

const offer = (couponName: string): TCouponValidationResponse => ({
  couponName,
  displayName: 'Spring code',
  requiresDeposit: true,
  minimumDepositEur: '20.00',
  bonusPercent: 50,
  bonusEur: null,
  freeSpins: 0,
  expiresAt: null,
});

describe('couponGate', () => {
  it('lets a deposit without a code go ahead', () => {
    expect(couponGate('', undefined, undefined)).toBe('continue');
  });

  it('checks a code the API has not seen, or one changed since', () => {
    expect(couponGate('2024', undefined, undefined)).toBe('check');
    expect(couponGate('20245', offer('2024'), undefined)).toBe('check');
  });

  it('lets a checked code go ahead', () => {
    expect(couponGate('2024', offer('2024'), undefined)).toBe('continue');
  });

  it('stops a code the contract refuses', () => {
    expect(couponGate('1'.repeat(33), undefined, 'Bonus code must have at most 32 digits')).toBe('blocked');
  });
});
