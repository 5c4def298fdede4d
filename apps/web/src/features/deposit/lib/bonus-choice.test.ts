import { describe, expect, it } from 'vitest';
import { bonusChoiceChange, bonusRequestFields, chosenBonus, goesWithoutOffer, isBonusDeclined } from './bonus-choice';
import { INITIAL_SESSION, type DepositSession } from './deposit-session';

const session = (change: Partial<DepositSession>): DepositSession => ({ ...INITIAL_SESSION, isStarted: true, ...change });
const choose = (from: DepositSession, choice: 'offer' | 'none') => ({ ...from, ...bonusChoiceChange(choice) });

describe('the per-deposit bonus choice', () => {
  it('checks no choice at first and takes the offer only when the player picks it', () => {
    expect(chosenBonus(session({}))).toBeUndefined();
    expect(goesWithoutOffer(session({}), true)).toBe(true);
    expect(bonusRequestFields({ declineBonus: goesWithoutOffer(session({}), true), promotionCoupon: '' })).toEqual({
      declineBonus: true,
      acceptBonus: false,
    });
    const taken = choose(session({}), 'offer');
    expect(chosenBonus(taken)).toBe('offer');
    expect(bonusRequestFields({ declineBonus: goesWithoutOffer(taken, true), promotionCoupon: '' })).toEqual({
      declineBonus: false,
      acceptBonus: true,
    });
    // An amount changed below the offer forgets it; a code speaks for itself.
    expect(goesWithoutOffer(taken, false)).toBe(true);
    expect(bonusRequestFields({ declineBonus: false, promotionCoupon: '77' })).toEqual({ declineBonus: false, acceptBonus: false });
    expect(isBonusDeclined(choose(session({}), 'none'), true)).toBe(true);
    expect(isBonusDeclined(choose(choose(session({}), 'none'), 'offer'), true)).toBe(false);
  });

  it('drops a bonus code typed, checked or refused when "No bonus" is chosen, and hides its field', () => {
    const withCode = session({
      isCouponShown: true,
      promotionCoupon: '2024',
      couponError: 'This bonus code has expired',
    });
    expect(choose(withCode, 'none')).toMatchObject({
      declineBonus: true,
      isCouponShown: false,
      promotionCoupon: '',
      couponOffer: undefined,
      couponError: undefined,
    });
  });

  it('keeps the code and its field when the offer is chosen back', () => {
    const withCode = session({ isCouponShown: true, promotionCoupon: '2024' });
    expect(choose(withCode, 'offer')).toMatchObject({ declineBonus: false, isCouponShown: true, promotionCoupon: '2024' });
  });

  it('declines nothing when no offer is shown (an amount below it) or beside a code', () => {
    const declined = choose(session({}), 'none');
    expect(isBonusDeclined(declined, false)).toBe(false);
    expect(isBonusDeclined({ ...declined, promotionCoupon: '77' }, true)).toBe(false);
  });
});
