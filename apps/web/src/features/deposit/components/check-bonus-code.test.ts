import type { TCouponValidationResponse } from '@casino/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, INITIAL_SESSION, updateSession } from '../lib/deposit-session';
import { checkBonusCode } from './bonus-code-field';

const offer = (change: Partial<TCouponValidationResponse>): TCouponValidationResponse => ({
  couponName: '2024',
  displayName: 'Spring code',
  requiresDeposit: true,
  minimumDepositEur: null,
  bonusPercent: 50,
  bonusEur: null,
  freeSpins: 0,
  expiresAt: null,
  ...change,
});

/** The API answers the next call with `status` and `body`; returns the requests it saw. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('checkBonusCode', () => {
  beforeEach(() => updateSession({ ...INITIAL_SESSION, isCouponShown: true, promotionCoupon: '2024' }));
  afterEach(() => vi.unstubAllGlobals());

  it('asks the API about the code and keeps what it gives', async () => {
    const fetch = answer(200, offer({}));
    expect(await checkBonusCode('2024')).toBe(true);
    expect(fetch).toHaveBeenCalledWith('/user-service/api/v1/promotion/coupon', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ couponName: '2024' });
    expect(getSession()).toMatchObject({ couponOffer: offer({}), couponError: undefined });
  });

  it("shows the API's reason for a code that gives nothing", async () => {
    answer(400, { message: 'Bad request', errors: [{ field: 'couponName', message: 'This bonus code has expired.' }] });
    expect(await checkBonusCode('2024')).toBe(false);
    expect(getSession()).toMatchObject({ couponOffer: undefined, couponError: 'This bonus code has expired.' });
  });

  it('refuses a code that is redeemed on its own, which a deposit would not honour', async () => {
    answer(200, offer({ requiresDeposit: false, bonusPercent: 0, bonusEur: '10.00' }));
    expect(await checkBonusCode('2024')).toBe(false);
    expect(getSession().couponError).toMatch(/not used with a deposit/);
  });

  it("stops a code the contract refuses without asking the API, in the contract's words", async () => {
    const fetch = answer(200, offer({}));
    expect(await checkBonusCode('1'.repeat(33))).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(getSession().couponError).toBe('Bonus code must have at most 32 digits');
  });

  it('keeps the generic words for a failure of ours', async () => {
    answer(500, { message: 'Internal Server Error' });
    expect(await checkBonusCode('2024')).toBe(false);
    expect(getSession().couponError).toBe('We could not check the code. Please try again.');
  });
});
