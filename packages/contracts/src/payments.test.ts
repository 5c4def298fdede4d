import { describe, expect, it } from 'vitest';
import {
  DECLINE_BONUS_WITH_COUPON_MESSAGE,
  ZCardDepositRequest,
  ZCryptoDepositRequest,
  ZJetonCashDepositRequest,
  ZJetonDepositRequest,
  ZMifinityDepositRequest,
  ZSkrillDepositRequest,
} from './payments';

// Every deposit request that can carry a bonus code also carries the per-deposit "No bonus" choice.
const DEPOSIT_REQUESTS = [
  ['card', ZCardDepositRequest, { amount: '25.00', currency: 'EUR' }],
  ['skrill', ZSkrillDepositRequest, { amount: '25.00', currency: 'EUR' }],
  ['mifinity', ZMifinityDepositRequest, { amount: '25.00', currency: 'EUR' }],
  ['jeton', ZJetonDepositRequest, { amount: '25.00', currency: 'EUR' }],
  ['jeton cash', ZJetonCashDepositRequest, { amount: '25.00', currency: 'EUR' }],
  ['crypto', ZCryptoDepositRequest, { currency: 'BTC' }],
] as const;

describe.each(DEPOSIT_REQUESTS)('the %s deposit request', (_name, schema, base) => {
  it('takes a bonus by default', () => {
    expect(schema.parse(base)).toMatchObject({ declineBonus: false });
    expect(schema.parse({ ...base, promotionCoupon: '1234' })).toMatchObject({ declineBonus: false, promotionCoupon: '1234' });
  });

  it('carries "No bonus" with no code, or an empty one', () => {
    expect(schema.parse({ ...base, declineBonus: true })).toMatchObject({ declineBonus: true });
    expect(schema.parse({ ...base, declineBonus: true, promotionCoupon: '' })).toMatchObject({ declineBonus: true });
  });

  it('refuses "No bonus" with a bonus code, naming declineBonus', () => {
    const r = schema.safeParse({ ...base, declineBonus: true, promotionCoupon: '1234' });
    expect(r.error?.issues).toEqual([expect.objectContaining({ path: ['declineBonus'], message: DECLINE_BONUS_WITH_COUPON_MESSAGE })]);
  });

  it('refuses a choice that is not a boolean', () => {
    const r = schema.safeParse({ ...base, declineBonus: 'yes' });
    expect(r.error?.issues).toEqual([expect.objectContaining({ path: ['declineBonus'], message: 'declineBonus must be true or false' })]);
  });
});

describe('the bonus choice beside other mistakes', () => {
  it('still names the amount when the amount is wrong as well', () => {
    const r = ZCardDepositRequest.safeParse({ amount: '0', currency: 'EUR', declineBonus: true, promotionCoupon: '1' });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toContain('amount');
  });
});
