import type { TCurrencyCode } from '@casino/contracts';

/** What a fiat payment view is given: the deposit as the API takes it (amount a decimal string, coupon '' for none). */
export type FiatDeposit = { amount: string; currency: TCurrencyCode; promotionCoupon: string };
