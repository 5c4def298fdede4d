import type { TCurrencyCode } from '@casino/contracts';

/**
 * What a fiat payment view is given: the deposit as the API takes it (amount a decimal string, coupon '' for
 * none, declineBonus for "No bonus").
 */
export type FiatDeposit = { amount: string; currency: TCurrencyCode; promotionCoupon: string; declineBonus: boolean };
